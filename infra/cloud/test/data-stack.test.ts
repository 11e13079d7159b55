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

describe('data stack: the media bucket', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthApp();
  }, 240_000);

  const mediaStatements = () =>
    Object.values(resourcesOf(synth.templates.data, 'AWS::S3::BucketPolicy')).flatMap((p) => p.Properties.PolicyDocument.Statement);

  it('is private, encrypted, versioned and retained with the stack', () => {
    // Prepare
    const { data } = synth.templates;

    // Act
    const buckets = resourcesOf(data, 'AWS::S3::Bucket');

    // Assess
    expect(Object.keys(buckets)).toHaveLength(1);
    data.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      VersioningConfiguration: { Status: 'Enabled' },
    });
    data.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('refuses plain HTTP and lets only CloudFront of this account read media/*, nobody else anything', () => {
    // Act
    const statements = mediaStatements();
    const allows = statements.filter((s) => s.Effect === 'Allow');

    // Assess
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
    expect(allows).toHaveLength(1);
    expect(allows[0]).toMatchObject({
      Action: 's3:GetObject',
      Principal: { Service: 'cloudfront.amazonaws.com' },
      Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^MediaBucket/), 'Arn'] }, '/media/*']] },
      Condition: {
        StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } },
        ArnLike: { 'AWS:SourceArn': { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/*']] } },
      },
    });
  });

  it('publishes the bucket name under a stable export name', () => {
    synth.templates.data.hasOutput('MediaBucketName', { Export: { Name: 'dosyt-dev-data-MediaBucketName' } });
  });
});
