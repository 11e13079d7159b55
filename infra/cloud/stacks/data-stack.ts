import { CfnOutput, Fn, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { RestoredTable } from '../config/stages';
import { AppTable } from '../constructs/app-table';
import { DataSecrets } from '../constructs/data-secrets';
import { MediaBucket } from '../constructs/media-bucket';
import { ReferenceSeed } from '../constructs/reference-seed';

/** Export names under which the data stack publishes the table. */
export interface TableExports {
  tableArn: string;
  tableStreamArn: string;
}

/** Export name under which the data stack publishes the media bucket's name. */
export interface MediaBucketExports {
  bucketName: string;
}

/** The media bucket as another stack (in the same region) sees it, through the data stack's export. */
export function importMediaBucket(scope: Construct, id: string, exports: MediaBucketExports): s3.IBucket {
  return s3.Bucket.fromBucketAttributes(scope, id, { bucketName: Fn.importValue(exports.bucketName) });
}

/**
 * The table as another stack sees it, through the data stack's named exports.
 * The export lock is wanted here: the data stack cannot drop or replace what a
 * deployed API still uses. A stage switched to a point-in-time restore names
 * the restored table instead.
 */
export function importTable(scope: Construct, id: string, exports: TableExports, restored?: RestoredTable): dynamodb.ITable {
  if (restored) {
    return dynamodb.Table.fromTableAttributes(scope, id, {
      tableName: restored.tableName,
      tableStreamArn: restored.streamArn,
    });
  }
  return dynamodb.Table.fromTableAttributes(scope, id, {
    tableArn: Fn.importValue(exports.tableArn),
    tableStreamArn: Fn.importValue(exports.tableStreamArn),
  });
}

export interface DataStackProps extends StackProps {
  /** Retention of the seeding function's log. */
  logRetention: logs.RetentionDays;
  /** Bundle the seeding function (false: inline code that only template assertions read). @default true */
  bundle?: boolean;
}

/**
 * The stateful stack: the table and the uploaded images, the two things that
 * cannot be rebuilt from the repository, the secrets that the table's contents
 * depend on, and the reference data the deploy loads into the table. Kept apart from the stateless stacks so they can be replaced,
 * renamed or destroyed without touching the data.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly tableExports: TableExports;
  readonly mediaBucket: s3.Bucket;
  readonly mediaBucketExports: MediaBucketExports;
  readonly referenceSeed: ReferenceSeed;
  readonly secrets: DataSecrets;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    this.table = new AppTable(this, 'Data').table;
    // Regions, communities, statuses, types, default settings and the content skeleton, on every deploy that changes them.
    this.referenceSeed = new ReferenceSeed(this, 'ReferenceSeed', { table: this.table, logRetention: props.logRetention, bundle: props.bundle });

    Validations.of(this.table).acknowledge({
      id: 'AwsSolutions-DDB4',
      reason:
        'Point-in-time recovery (35 days, restore to any second) is the backup of this table; ' +
        'longer-term copies through an AWS Backup plan are an organisational choice documented in docs/operations.md.',
    });

    // The secrets the table's contents depend on: retained with it, exported to the api stack.
    this.secrets = new DataSecrets(this, 'Secrets');

    this.mediaBucket = new MediaBucket(this, 'Media').bucket;
    Validations.of(this.mediaBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'No server access logs: the only reader is CloudFront, whose viewers are not logged on purpose (the web ' +
        "stack's CFR3), and the only writer is the media function behind the admin-only upload route, which the " +
        'API access log records.',
    });

    this.tableExports = { tableArn: `${this.stackName}-TableArn`, tableStreamArn: `${this.stackName}-TableStreamArn` };
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'TableArn', { value: this.table.tableArn, exportName: this.tableExports.tableArn });
    new CfnOutput(this, 'TableStreamArn', {
      value: this.table.tableStreamArn!,
      exportName: this.tableExports.tableStreamArn,
    });
    this.mediaBucketExports = { bucketName: `${this.stackName}-MediaBucketName` };
    new CfnOutput(this, 'MediaBucketName', {
      value: this.mediaBucket.bucketName,
      exportName: this.mediaBucketExports.bucketName,
    });
  }
}
