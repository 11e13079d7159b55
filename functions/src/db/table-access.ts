import type { Domain } from '@dosyt/core/api/types';

/**
 * What each domain's function may do with the table: the one list the CDK stack
 * turns into IAM (infra/cloud/constructs/app-function.ts) and a test holds
 * against what each domain's code touches (infra/cloud/test/table-access.test.ts).
 *
 * `partitions` are the partition-key values (table and index keys; `*` ends a
 * prefix) of the items the domain may touch: IAM's dynamodb:LeadingKeys. Set
 * where the domain's items have partitions of their own; unset where its items
 * share partitions with other domains' (the appeal partition holds the appeal,
 * its assignments, reports and events) or are found by raw keys built at run time.
 */
export interface DomainTableAccess {
  access: 'none' | 'read' | 'read-write';
  partitions?: readonly string[];
  /**
   * The table actions the domain's code calls, where fewer than its access level
   * gives (the CDK grants exactly these, on its partitions). Transactions need only
   * the actions of the writes they hold.
   */
  actions?: readonly string[];
  /**
   * Of the user items (not its partitions), what the domain reads or writes: these
   * actions, and only these attributes (dynamodb:Attributes), keys included.
   */
  userItems?: ReadonlyArray<{ actions: readonly string[]; attributes: readonly string[] }>;
}

export const TABLE_ACCESS: Readonly<Record<Domain, DomainTableAccess>> = {
  // The public site's lookups and their admin editing: no appeal, user or session is theirs to touch.
  // The retention settings' preview counts the retention index's keys from the job's cursor (reference/retention-preview.ts).
  reference: { access: 'read-write', partitions: ['assistance', 'status', 'settings', 'counter#assistance', 'job#appeal-retention', 'finished-appeals'] },
  regions: {
    access: 'read-write',
    partitions: ['region#*', 'regions', 'community#*', 'communities#region#*', 'communities', 'meta#communities'],
  },
  content: {
    access: 'read-write',
    partitions: ['content#*', 'contentdoc#*', 'contentslug#*', 'postfeed#*', 'counter#content-media', 'counter#content-posts'],
  },
  // The whole table, each for a reason of its key design:
  // auth writes user, session, one-time token and e-mail guard items, and ends sessions (any person's);
  auth: { access: 'read-write' },
  // users edits any account, its e-mail guard and audit trail, and offers waiting appeals (appeal partitions);
  users: { access: 'read-write' },
  // appeals and assignments write the appeal partition (appeal, records, reports, events) and the
  // executors' open counts on their user items, and raw keys built at run time (rate limits, idempotency);
  appeals: { access: 'read-write' },
  assignments: { access: 'read-write' },
  // stats applies every stream record to aggregates, the search index and notification lists keyed by
  // appeal, region, type, month and person, and reads appeals and users for them;
  stats: { access: 'read-write' },
  // The region chat: its messages and their counts (chat#...), the socket connections (socket#..., and
  // their region and person indexes); of the user items, a peer's region and roles (direct messages)
  // and the presence it keeps (isOnline, lastSeenAt), nothing else. chat/connections.ts, chat/access.ts.
  chat: {
    access: 'read-write',
    partitions: ['chat#*', 'socket#*', 'sockets#region#*', 'sockets#user#*'],
    actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
    userItems: [
      // ElectroDB adds its entity marks (__edb_e__, __edb_v__) to every projection it sends.
      { actions: ['dynamodb:GetItem'], attributes: ['pk', 'sk', 'id', 'regionId', 'roles', '__edb_e__', '__edb_v__'] },
      {
        actions: ['dynamodb:UpdateItem'],
        attributes: ['pk', 'sk', 'isOnline', 'lastSeenAt', 'updatedAt', 'id', '__edb_e__', '__edb_v__'],
      },
    ],
  },
  // Image uploads: the chunks of an upload in progress (db/upload-chunk-store.ts) and the media id counter.
  media: {
    access: 'read-write',
    partitions: ['content-upload#*', 'counter#content-media'],
    actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem'],
  },
  // The workbook export only reads (every user, for the list).
  exports: { access: 'read' },
  // The log viewer reads CloudWatch Logs, and of the table one staff member's reads of appeals
  // (the read audit's index partitions) besides the session check below.
  logs: { access: 'read', partitions: ['reads#user#*'] },
  // Referral pathways: the directory (service#, its region and all-services indexes), the
  // partner links (reflink#), the referrals, appeals and records of appeal partitions (shared with
  // appeals and assignments), the partner's reads (reads#), the link limits, the mail outbox, the
  // place names and the read-audit period; of the user items, the names and e-mails of the executors
  // it notifies and of the staff its lists name (functions/src/referrals/staff.ts), nothing else.
  referrals: {
    access: 'read-write',
    partitions: [
      'service#*',
      'services#region#*',
      'services',
      'reflink#*',
      'appeal#*',
      'reads#appeal#*',
      'reads#user#*',
      'ratelimit#*',
      'outbox',
      'region#*',
      'community#*',
      'settings',
    ],
    actions: [
      'dynamodb:GetItem',
      'dynamodb:BatchGetItem',
      'dynamodb:Query',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:ConditionCheckItem',
    ],
    userItems: [{ actions: ['dynamodb:BatchGetItem'], attributes: ['pk', 'sk', 'id', 'name', 'last_name', 'email', '__edb_e__', '__edb_v__'] }],
  },
  // jobs anonymises appeals (appeal partitions), sends and deletes outbox items, reads executors and
  // admins, closes sockets of ended sessions and keeps its state items.
  jobs: { access: 'read-write' },
};

/**
 * The pages function (functions/src/pages/handler.ts), no domain of the route table: it renders the
 * content pages with the public content reads (content/public-read.ts), so it reads the content's
 * entries, slugs and paged post feeds and nothing else; it writes nothing and checks no session.
 */
export const PAGES_TABLE_ACCESS = {
  partitions: ['content#*', 'contentdoc#*', 'contentslug#*', 'postfeed#*'],
  actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
} as const;

/**
 * Every signed-in call checks the caller's account (functions/src/lib/session-epoch.ts:
 * one GetItem of the user item, these attributes only). Domains without the whole
 * table get exactly that: GetItem on user partitions, projected to these attributes
 * (dynamodb:Attributes), so not even the password hash or the e-mail. A test holds
 * the list equal to what session-epoch.ts reads.
 */
export const SESSION_CHECK = {
  partitions: ['user#*'],
  attributes: ['pk', 'sessionEpoch', 'isActive', 'endedSessions'],
} as const;

/**
 * Every signed-in HTTP request notes its sign-in's last activity, so the server can
 * refuse a refresh after the idle minutes (functions/src/lib/sign-in-activity.ts: one
 * UpdateItem of the sign-in record, that one attribute). Domains without the whole
 * table get exactly that write.
 */
export const SESSION_ACTIVITY = {
  partitions: ['signin#*'],
  actions: ['dynamodb:UpdateItem'],
  attributes: ['pk', 'sk', 'lastActiveAt'],
} as const;

/** Whether a partition-key value is one of `patterns` (IAM StringLike: `*` any run of characters). */
export function partitionAllowed(partition: string, patterns: readonly string[]): boolean {
  return patterns.some((p) =>
    new RegExp(
      `^${p
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ).test(partition),
  );
}
