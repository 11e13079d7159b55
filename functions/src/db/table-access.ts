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
}

export const TABLE_ACCESS: Readonly<Record<Domain, DomainTableAccess>> = {
  // The public site's lookups and their admin editing: no appeal, user or session is theirs to touch.
  reference: { access: 'read-write', partitions: ['assistance', 'status', 'settings', 'counter#assistance'] },
  regions: {
    access: 'read-write',
    partitions: ['region#*', 'regions', 'community#*', 'communities#region#*', 'communities', 'meta#communities'],
  },
  content: {
    access: 'read-write',
    partitions: ['content#*', 'contentdoc#*', 'contentslug#*', 'counter#content-media', 'counter#content-posts'],
  },
  auth: { access: 'read-write' },
  users: { access: 'read-write' },
  appeals: { access: 'read-write' },
  assignments: { access: 'read-write' },
  stats: { access: 'read-write' },
  chat: { access: 'read-write' },
  media: { access: 'read-write' },
  // The workbook export only reads.
  exports: { access: 'read' },
  // The log viewer reads CloudWatch Logs, and of the table one staff member's reads of appeals
  // (the read audit's index partitions, issue 20.1) besides the session check below.
  logs: { access: 'read', partitions: ['reads#user#*'] },
  jobs: { access: 'read-write' },
};

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

/** Whether a partition-key value is one of `patterns` (IAM StringLike: `*` any run of characters). */
export function partitionAllowed(partition: string, patterns: readonly string[]): boolean {
  return patterns.some((p) =>
    new RegExp(`^${p.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(partition),
  );
}
