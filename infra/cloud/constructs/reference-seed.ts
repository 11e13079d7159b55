import { CustomResource, Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { SEED_PARTITIONS, seedDataVersion } from '@dosyt/functions/reference/seed/seed';
import { REFERENCE_SEED_ENTRY } from '../config/paths';
import { acknowledgeWildcards } from '../nag/wildcards';
import { AppFunction } from './app-function';

/** The table actions the seed uses: batch reads, batch and conditional writes, the counter's update. */
export const SEED_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:PutItem', 'dynamodb:BatchWriteItem', 'dynamodb:UpdateItem'] as const;

export interface ReferenceSeedProps {
  table: ITable;
  logRetention: logs.RetentionDays;
  /** @default true */
  bundle?: boolean;
}

/**
 * The reference data, loaded by `npm run deploy` itself: a custom resource whose function
 * runs the seed (functions/src/reference/seed/seed.ts) against the table. Its property is
 * the seed's data version (a hash of every item it writes), so a deploy with changed data
 * runs it again and an unchanged one does not. The function may touch only the reference
 * partitions (dynamodb:LeadingKeys) with the actions above, on the table only (no index):
 * it can read or write no appeal, user, session or mail.
 */
export class ReferenceSeed extends Construct {
  readonly seeder: AppFunction;
  readonly resource: CustomResource;
  readonly dataVersion: string;

  constructor(scope: Construct, id: string, props: ReferenceSeedProps) {
    super(scope, id);
    this.dataVersion = seedDataVersion();
    this.seeder = new AppFunction(this, 'Seeder', {
      entry: REFERENCE_SEED_ENTRY,
      description: 'Dosyt: loads the reference data into the table at deploy time',
      logRetention: props.logRetention,
      timeout: Duration.minutes(5),
      memorySize: 512,
      bundle: props.bundle,
      environment: { STAGE: 'cloud', TABLE_NAME: props.table.tableName },
    });
    this.seeder.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [...SEED_ACTIONS],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...SEED_PARTITIONS] } },
      }),
    );
    this.resource = new CustomResource(this, 'Data', {
      serviceToken: this.seeder.functionArn,
      resourceType: 'Custom::ReferenceSeed',
      properties: { DataVersion: this.dataVersion, TableName: props.table.tableName },
    });
    this.resource.node.addDependency(this.seeder);
    acknowledgeWildcards(this, [
      {
        resource: /^\*$/,
        actions: /^xray:(PutTraceSegments|PutTelemetryRecords)$/,
        reason: 'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords accept no resource-level permissions.',
      },
    ]);
  }
}
