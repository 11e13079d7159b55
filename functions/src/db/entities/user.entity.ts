import type { EntityItem } from 'electrodb';
import { createdAt, defineEntity, globalIndex, tableKey, updatedAt } from '../entity-schema';

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
    failedLogins: { type: 'number', default: 0 },
    lockedUntil: { type: 'number' },
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
