import { CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { AppTable } from '../constructs/app-table';

/**
 * The stateful stack: only the table. Kept apart from the stateless stacks so
 * they can be replaced, renamed or destroyed without touching the data.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, { terminationProtection: true, ...props });
    this.table = new AppTable(this, 'Data').table;

    Validations.of(this.table).acknowledge({
      id: 'AwsSolutions-DDB4',
      reason:
        'Point-in-time recovery (35 days, restore to any second) is the backup of this table; ' +
        'longer-term copies through an AWS Backup plan are an organisational choice documented in docs/operations.md.',
    });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
  }
}
