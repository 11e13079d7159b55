import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { GLOBAL_INDEXES, KEYS } from '@dosyt/functions/db/table';

export interface AppTableProps {
  /** @default RemovalPolicy.RETAIN: the table outlives its stack. */
  removalPolicy?: RemovalPolicy;
}

/**
 * The single table. Keys and indexes come from functions/src/db/table.ts, the
 * same constants the local runtime builds its table from, so they cannot drift.
 * Everything that protects the data is fixed here, not configurable: on-demand
 * capacity, point-in-time recovery, deletion protection, retention on stack
 * deletion, TTL for sessions and connections, and a stream with both images for
 * the aggregate consumer.
 */
export class AppTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: AppTableProps = {}) {
    super(scope, id);
    const string = dynamodb.AttributeType.STRING;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: KEYS.partitionKey, type: string },
      sortKey: { name: KEYS.sortKey, type: string },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
      timeToLiveAttribute: KEYS.ttl,
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
    });
    for (const index of GLOBAL_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: string },
        sortKey: { name: index.sortKey, type: string },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
