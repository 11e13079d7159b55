import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { MAX_STREAM_FILTERS, MAX_STREAM_READERS, type Domain, type StreamConsumer, type StreamFilter } from '../../routes';
import type { Monitoring } from './monitoring';

export interface StreamConsumersProps {
  consumers: readonly StreamConsumer[];
  functions: ReadonlyMap<Domain, lambda.Function>;
  table: ITable;
  monitoring: Monitoring;
}

/** The route table's stream filters as Lambda event filters, OR'ed (the local poller applies the same ones). */
export function streamFilterCriteria(filters: readonly StreamFilter[]): Array<Record<string, unknown>> {
  if (filters.length === 0 || filters.length > MAX_STREAM_FILTERS) {
    throw new Error(`A stream consumer takes 1 to ${MAX_STREAM_FILTERS} filters (Lambda's limit a mapping), not ${filters.length}.`);
  }
  return filters.map((filter) =>
    lambda.FilterCriteria.filter({
      ...(filter.eventName ? { eventName: lambda.FilterRule.isEqual(filter.eventName) } : {}),
      ...(filter.pk ? { dynamodb: { Keys: { pk: { S: lambda.FilterRule.isEqual(filter.pk) } } } } : {}),
    }),
  );
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The table's stream consumers: partial-batch failures, bisect, then a dead-letter
 * queue watched by an alarm. One event source mapping each, so at most
 * MAX_STREAM_READERS: more readers than that share a shard's reads and are throttled.
 */
export class StreamConsumers extends Construct {
  readonly deadLetterQueues: sqs.Queue[] = [];

  constructor(scope: Construct, id: string, props: StreamConsumersProps) {
    super(scope, id);
    if (props.consumers.length > MAX_STREAM_READERS) {
      throw new Error(
        `${props.consumers.length} stream consumers, but a table's stream serves at most ${MAX_STREAM_READERS} readers ` +
          'without throttling: give one consumer several filters instead (infra/routes.ts).',
      );
    }
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
          ...(consumer.filters ? { filters: streamFilterCriteria(consumer.filters) } : {}),
        }),
      );
      props.monitoring.watchStreamConsumer(pascal(consumer.name), fn);
      props.monitoring.watchDeadLetterQueue(`${pascal(consumer.name)}DeadLetters`, dlq);
    }
  }
}
