import type { EntityItem } from 'electrodb';
import { canExecute } from '@dosyt/core/assistance/assistance';
import { createdAt, defineEntity, globalIndex, tableKey, updatedAt } from '../entity-schema';
import { pad } from '../keys';

/** A staff account. Email is unique (see unique-email entity), stored lower-case. */
export const userEntity = defineEntity('user', {
  attributes: {
    id: { type: 'number', required: true },
    email: { type: 'string', required: true },
    passwordHash: { type: 'string', required: true },
    name: { type: 'string', required: true },
    last_name: { type: 'string', required: true },
    phone: { type: 'string', required: true },
    responsability: { type: 'string', required: true },
    institution: { type: 'string', required: true },
    assistanceIds: { type: 'list', items: { type: 'number' }, required: true },
    /** Types of help the person asked for themselves, until an admin approves or refuses (users/assistance-request.ts). */
    pendingAssistanceIds: { type: 'list', items: { type: 'number' } },
    regionId: { type: 'number' },
    communityId: { type: 'string' },
    districtId: { type: 'string' },
    roles: { type: 'list', items: { type: 'string' }, required: true },
    isActive: { type: 'boolean', required: true, default: false },
    emailVerified: { type: 'boolean', required: true, default: false },
    isOnline: { type: 'boolean', default: false },
    workStatus: { type: 'boolean', default: true },
    /** Open assignments: the distribution prefers executors with the fewest. */
    openAssignments: { type: 'number', default: 0 },
    lastSeenAt: { type: 'string' },
    /**
     * Raised to end every sign-in at once (deactivation, password reset, sign-out
     * everywhere, a change of roles): access tokens carry the epoch they were issued
     * in and are refused once it moves (lib/session-epoch.ts).
     */
    sessionEpoch: { type: 'number', default: 0 },
    /** Sign-ins ended one by one (sign-out), as '<expires epoch seconds>:<sign-in id>', until their access tokens run out. */
    endedSessions: { type: 'set', items: 'string' },
    /** The TOTP secret (RFC 6238), AES-256-GCM encrypted (auth/two-factor/secret-box.ts); present once enrolled. */
    twoFactorSecret: { type: 'string' },
    /** A secret shown for enrolment, kept until the person confirms it with a code. */
    twoFactorPendingSecret: { type: 'string' },
    twoFactorEnabledAt: { type: 'string' },
    /** The last TOTP time step accepted: a code is never taken twice. */
    twoFactorLastStep: { type: 'number' },
    /** SHA-256 of the unused recovery codes; each is taken out when used. */
    recoveryCodeHashes: { type: 'set', items: 'string' },
    /**
     * Sparse gsi4 while the account is an active admin: 'active-admins' / 'user#<pad(id)>'
     * (activeAdminKeys). Written by every write that sets roles or isActive, so the
     * admins are one Query, never a read of all users.
     */
    adminKey: { type: 'string', field: 'gsi4pk' },
    adminSort: { type: 'string', field: 'gsi4sk' },
    /**
     * Sparse gsi5 while the account can carry appeals: 'executors' /
     * 'region#<pad(regionId)>#user#<pad(id)>' (executorKeys). Written by every write that
     * sets roles, isActive, emailVerified, regionId or assistanceIds, so the distribution
     * reads a region's executors and nobody else.
     */
    executorKey: { type: 'string', field: 'gsi5pk' },
    executorSort: { type: 'string', field: 'gsi5sk' },
    /** Seeded by the local demo only: signs in with the password alone even where admins need a second factor. */
    demoAccount: { type: 'boolean' },
    createdAt,
    updatedAt,
  },
  indexes: {
    byId: tableKey('user#${id}', 'user'),
    byEmail: globalIndex('gsi1', 'email#${email}', 'user'),
    byRegion: globalIndex('gsi2', 'users#region#${regionId}', 'user#${id}'),
    all: globalIndex('gsi3', 'users', 'user#${id}'),
  },
});

export type UserItem = EntityItem<typeof userEntity>;

/** The gsi4 partition of the active admins (sparse: only they carry its keys). */
export const ACTIVE_ADMINS_PK = 'active-admins';

type AdminFacts = { id: number; roles: readonly string[]; isActive: boolean };

export const isActiveAdmin = (user: Pick<AdminFacts, 'roles' | 'isActive'>): boolean => user.isActive === true && user.roles.includes('ADMIN');

/** The account's keys in the active admins' index: present while it is an active admin, else none. */
export function activeAdminKeys(user: AdminFacts): { adminKey: string; adminSort: string } | Record<string, never> {
  return isActiveAdmin(user) ? { adminKey: ACTIVE_ADMINS_PK, adminSort: `user#${pad(user.id)}` } : {};
}

/** The attributes a patch removes when the account is no longer an active admin. */
export const ACTIVE_ADMIN_KEY_ATTRIBUTES = ['adminKey', 'adminSort'] as const;

/** The gsi5 partition of the people who can carry appeals (sparse: only they carry its keys). */
export const EXECUTORS_PK = 'executors';

/** The facts the executors' index follows. */
export type ExecutorFacts = {
  id: number;
  roles: readonly string[];
  isActive: boolean;
  emailVerified?: boolean;
  regionId?: number;
  assistanceIds: readonly number[];
};

/**
 * May this account be given appeals at all: an active USER with a verified address (or
 * one from before verification), a region, and a first function that is not
 * Monitoring. The work status ('Не працюю') is left out on purpose: people switch it
 * themselves from the profile menu for a day off, it would move the index on every
 * switch and race the admin's edits of the same item for nothing, and the distribution
 * checks it again on every item it reads (canCarry), so someone away is read but never picked.
 */
export const isExecutor = (user: Omit<ExecutorFacts, 'id'>): boolean =>
  user.roles.includes('USER') && user.isActive === true && user.emailVerified !== false && user.regionId !== undefined && canExecute(user.assistanceIds);

/** The sort key of an executor in the executors' index: by region, then id, so a region's executors are one begins_with. */
export const executorRegionPrefix = (regionId: number): string => `region#${pad(regionId)}#`;

/** The account's keys in the executors' index: present while it can carry appeals, else none. */
export function executorKeys(user: ExecutorFacts): { executorKey: string; executorSort: string } | Record<string, never> {
  return isExecutor(user) ? { executorKey: EXECUTORS_PK, executorSort: `${executorRegionPrefix(user.regionId!)}user#${pad(user.id)}` } : {};
}

/** The attributes a patch removes when the account can no longer carry appeals. */
export const EXECUTOR_KEY_ATTRIBUTES = ['executorKey', 'executorSort'] as const;

/**
 * Both sparse indexes of an account as one write: the keys to set and the key
 * attributes to remove, from the facts the write leaves on the item.
 */
export function indexKeys(user: ExecutorFacts): {
  set: Partial<Record<(typeof ACTIVE_ADMIN_KEY_ATTRIBUTES)[number] | (typeof EXECUTOR_KEY_ATTRIBUTES)[number], string>>;
  remove: Array<(typeof ACTIVE_ADMIN_KEY_ATTRIBUTES)[number] | (typeof EXECUTOR_KEY_ATTRIBUTES)[number]>;
} {
  return {
    set: { ...activeAdminKeys(user), ...executorKeys(user) },
    remove: [...(isActiveAdmin(user) ? [] : ACTIVE_ADMIN_KEY_ATTRIBUTES), ...(isExecutor(user) ? [] : EXECUTOR_KEY_ATTRIBUTES)],
  };
}
