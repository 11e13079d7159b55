import { Stack } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAM_FILTERS, MAX_STREAM_READERS, matchesStreamFilters, streamConsumers, type Domain, type StreamConsumer } from '../../routes';
import { Monitoring } from '../constructs/monitoring';
import { StreamConsumers } from '../constructs/stream-consumers';
import { resourcesOf, synthApp, type SynthResult } from './synth';

type Json = any;

/** A stream record as Lambda and the local poller deliver it, by its event and partition key. */
const record = (eventName: string, pk: string) => ({ eventName, dynamodb: { Keys: { pk: { S: pk } } } });

describe('readers of the table stream', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthApp();
  }, 240_000);

  it('reads the table stream with at most two event source mappings (DynamoDB Streams throttles a third reader of a shard)', () => {
    const mappings = Object.values(resourcesOf(synth.templates.api, 'AWS::Lambda::EventSourceMapping'));
    const onTableStream = mappings.filter(
      (m) => JSON.stringify(m.Properties.EventSourceArn) === JSON.stringify({ 'Fn::ImportValue': 'dosyt-dev-data-TableStreamArn' }),
    );
    expect(onTableStream).toHaveLength(mappings.length);
    expect(onTableStream.length).toBeLessThanOrEqual(MAX_STREAM_READERS);
    expect(MAX_STREAM_READERS).toBe(2);
  });

  it('gives each mapping at most five filters, each one a consumer filter of the route table', () => {
    for (const mapping of Object.values(resourcesOf(synth.templates.api, 'AWS::Lambda::EventSourceMapping'))) {
      const filters: Json[] = mapping.Properties.FilterCriteria?.Filters ?? [];
      expect(filters.length).toBeLessThanOrEqual(MAX_STREAM_FILTERS);
    }
    for (const consumer of streamConsumers) expect((consumer.filters ?? []).length).toBeLessThanOrEqual(MAX_STREAM_FILTERS);
  });

  it('still delivers every kind of record a consumer took before: aggregates all, jobs the new outbox items and session ends', () => {
    const reaching = (r: ReturnType<typeof record>) => streamConsumers.filter((c) => matchesStreamFilters(c.filters, r)).map((c) => `${c.domain}:${c.op}`);
    expect(reaching(record('INSERT', 'appeal#0000000001'))).toEqual(['stats:apply-stream']);
    expect(reaching(record('INSERT', 'outbox'))).toEqual(['stats:apply-stream', 'jobs:table-events']);
    expect(reaching(record('INSERT', 'session-end'))).toEqual(['stats:apply-stream', 'jobs:table-events']);
    expect(reaching(record('MODIFY', 'outbox'))).toEqual(['stats:apply-stream']);
    expect(reaching(record('REMOVE', 'session-end'))).toEqual(['stats:apply-stream']);
  });

  it('refuses a third consumer at synth time', () => {
    const stack = new Stack();
    const table = new dynamodb.Table(stack, 'T', {
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
    });
    const fn = new lambda.Function(stack, 'F', {
      runtime: lambda.Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: lambda.Code.fromInline('exports.handler=async()=>{}'),
    });
    const consumers: StreamConsumer[] = ['a', 'b', 'c'].map((name) => ({ name, domain: 'jobs', op: name, batchSize: 10 }));
    expect(
      () =>
        new StreamConsumers(stack, 'S', {
          consumers,
          functions: new Map<Domain, lambda.Function>([['jobs', fn]]),
          table,
          monitoring: new Monitoring(stack, 'M', { alarmEmail: 'a@example.com' }),
        }),
    ).toThrow(/at most 2 readers/);
  });
});
