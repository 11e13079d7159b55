/**
 * Deployment stages. `npm run deploy -- --context stage=NAME` picks one; without
 * it the app uses 'dev'. Values reach the stacks as typed props only: no construct
 * reads `process.env`.
 */
export interface StageConfig {
  /**
   * AWS account to deploy to. Leave unset on a personal sandbox stage to use the
   * account of the deploying credentials; pin it on shared stages so a deploy with
   * the wrong credentials fails instead of landing in the wrong account.
   */
  account?: string;
  /** Home region: the table, the functions, the APIs, the site bucket and the alarms. */
  region: string;
  /** The site's host name (e.g. 'dosyt.org.ua'); unset: the CloudFront domain is used (for mail links too). */
  domainName?: string;
  /** ACM certificate for `domainName`; CloudFront only accepts certificates in us-east-1. */
  certificateArn?: string;
  /** Sender of every mail; its address or its domain must be a verified SES identity. */
  mailFrom: string;
  /** Who receives the alarms (an SNS e-mail subscription, confirmed once by mail). */
  alarmEmail: string;
  /** How long function, API and WebSocket logs are kept. */
  logRetentionDays: LogRetentionDays;
  /**
   * Serve from a table restored to a point in time outside the data stack
   * (docs/operations.md, "Restoring the table"); unset: the data stack's table.
   */
  restoredTable?: RestoredTable;
}

export interface RestoredTable {
  tableName: string;
  /** Its stream (enabled with NEW_AND_OLD_IMAGES after the restore). */
  streamArn: string;
}

/** The retention periods CloudWatch Logs accepts (up to two years). */
export type LogRetentionDays = 1 | 3 | 5 | 7 | 14 | 30 | 60 | 90 | 120 | 150 | 180 | 365 | 400 | 545 | 731;

export const DEFAULT_STAGE = 'dev';

export const stages = {
  dev: {
    region: 'eu-central-1',
    mailFrom: 'noreply@dosyt.org.ua',
    alarmEmail: 'alerts@dosyt.org.ua',
    logRetentionDays: 14,
  },
  // Fill in the real account and certificate before the first production deploy:
  // with these placeholders `cdk deploy` stops at the account check.
  prod: {
    account: '123456789012',
    region: 'eu-central-1',
    domainName: 'dosyt.org.ua',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
    mailFrom: 'noreply@dosyt.org.ua',
    alarmEmail: 'alerts@dosyt.org.ua',
    logRetentionDays: 90,
  },
} satisfies Record<string, StageConfig>;

export type StageName = keyof typeof stages;

export function isStageName(name: string): name is StageName {
  return Object.hasOwn(stages, name);
}

/** The stage's configuration, or an error listing the stages that exist. */
export function stageConfig(name: string): StageConfig {
  if (!isStageName(name)) {
    throw new Error(`Unknown stage '${name}'. Known stages: ${Object.keys(stages).join(', ')} (infra/cloud/config/stages.ts).`);
  }
  return stages[name];
}
