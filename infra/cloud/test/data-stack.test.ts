import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_INDEXES, KEY_ATTRIBUTES, KEYS } from '@dosyt/functions/db/table';
import { resourcesOf, synthApp, type SynthResult } from './synth';

describe('data stack: the table', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthApp();
  }, 240_000);

  it('has exactly one table, on demand, with point-in-time recovery and deletion protection', () => {
    // Prepare
    const { data } = synth.templates;

    // Act
    const tables = resourcesOf(data, 'AWS::DynamoDB::Table');

    // Assess
    expect(Object.keys(tables)).toHaveLength(1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });

  it('is retained when the stack or the resource goes away', () => {
    synth.templates.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    expect(synth.stacks.data.terminationProtection).toBe(true);
  });

  it('expires items by the TTL attribute from table.ts and streams new and old images', () => {
    synth.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: KEYS.ttl, Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('declares the keys and every index of table.ts, all string keys, projecting all attributes', () => {
    // Prepare
    const table = Object.values(resourcesOf(synth.templates.data, 'AWS::DynamoDB::Table'))[0].Properties;

    // Act
    const attributeTypes = Object.fromEntries(
      (table.AttributeDefinitions as Array<{ AttributeName: string; AttributeType: string }>).map((a) => [
        a.AttributeName,
        a.AttributeType,
      ]),
    );

    // Assess
    expect(table.KeySchema).toEqual([
      { AttributeName: KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: KEYS.sortKey, KeyType: 'RANGE' },
    ]);
    expect(attributeTypes).toEqual(Object.fromEntries(KEY_ATTRIBUTES.map((name) => [name, 'S'])));
    expect(table.GlobalSecondaryIndexes).toEqual(
      GLOBAL_INDEXES.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
  });

  it('publishes the table ARN and stream ARN under stable export names', () => {
    synth.templates.data.hasOutput('TableArn', { Export: { Name: 'dosyt-dev-data-TableArn' } });
    synth.templates.data.hasOutput('TableStreamArn', { Export: { Name: 'dosyt-dev-data-TableStreamArn' } });
    synth.templates.data.hasOutput('TableName', Match.anyValue());
  });
});
