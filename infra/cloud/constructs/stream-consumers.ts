import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Domain, StreamConsumer, StreamFilter } from '../../routes';
import type { Monitoring } from './monitoring';

export interface StreamConsumersProps {
  consumers: readonly StreamConsumer[];
  functions: ReadonlyMap<Domain, lambda.Function>;
  table: ITable;
  monitoring: Monitoring;
}

/** The route table's stream filter as a Lambda event filter (the local poller applies the same one). */
export function streamFilterCriteria(filter: StreamFilter): Array<Record<string, unknown>> {
  return [
    lambda.FilterCriteria.filter({
      ...(filter.eventName ? { eventName: lambda.FilterRule.isEqual(filter.eventName) } : {}),
      ...(filter.pk ? { dynamodb: { Keys: { pk: { S: lambda.FilterRule.isEqual(filter.pk) } } } } : {}),
    }),
  ];
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** The table's stream consumers: partial-batch failures, bisect, then a dead-letter queue watched by an alarm. */
export class StreamConsumers extends Construct {
  readonly deadLetterQueues: sqs.Queue[] = [];

  constructor(scope: Construct, id: string, props: StreamConsumersProps) {
    super(scope, id);
    for (const consumer of props.consumers) {
      const fn = props.functions.get(consumer.domain)!;
      const dlq = new sqs.Queue(this, `${pascal(consumer.name)}DeadLetters`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      this.deadLetterQueues.push(dlq);
      fn.addEventSource(
        new DynamoEventSource(props.table, {
          // From the oldest record still in the stream, so nothing written before
          // the consumer existed is missed (by the aggregates above all).
          startingPosition: lambda.StartingPosition.TRIM_HORIZON,
          batchSize: consumer.batchSize,
          reportBatchItemFailures: true,
          bisectBatchOnError: true,
          retryAttempts: 10,
          maxRecordAge: Duration.hours(24),
          onFailure: new SqsDlq(dlq),
          ...(consumer.filter ? { filters: streamFilterCriteria(consumer.filter) } : {}),
        }),
      );
      props.monitoring.watchStreamConsumer(pascal(consumer.name), fn);
      props.monitoring.watchDeadLetterQueue(`${pascal(consumer.name)}DeadLetters`, dlq);
    }
  }
}
