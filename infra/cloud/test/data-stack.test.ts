import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_INDEXES, KEY_ATTRIBUTES, KEYS } from '@dosyt/functions/db/table';
import { SEED_PARTITIONS, seedDataVersion } from '@dosyt/functions/reference/seed/seed';
import { SEED_ACTIONS } from '../constructs/reference-seed';
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
      (table.AttributeDefinitions as Array<{ AttributeName: string; AttributeType: string }>).map((a) => [a.AttributeName, a.AttributeType]),
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

  const mediaStatements = () => Object.values(resourcesOf(synth.templates.data, 'AWS::S3::BucketPolicy')).flatMap((p) => p.Properties.PolicyDocument.Statement);

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
    expect(statements).toContainEqual(expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }));
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

describe('data stack: the reference data', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthApp();
  }, 240_000);

  it('loads it with a custom resource whose property is the seed data version', () => {
    // Act
    const seeds = Object.values(resourcesOf(synth.templates.data, 'Custom::ReferenceSeed'));

    // Assess
    expect(seeds).toHaveLength(1);
    const tableId = Object.keys(resourcesOf(synth.templates.data, 'AWS::DynamoDB::Table'))[0];
    expect(seeds[0].Properties).toEqual({
      ServiceToken: { 'Fn::GetAtt': [expect.stringMatching(/^ReferenceSeedSeeder/), 'Arn'] },
      DataVersion: seedDataVersion(),
      TableName: { Ref: tableId },
    });
    expect(seeds[0].DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(/^ReferenceSeedSeeder/)]));
  });

  it('gives the seeding function only the reference partitions of the table, no index, no other action', () => {
    // Prepare
    const functions = resourcesOf(synth.templates.data, 'AWS::Lambda::Function');
    const [, seeder] = Object.entries(functions).find(([id]) => id.startsWith('ReferenceSeedSeeder'))!;
    const roleId = seeder.Properties.Role['Fn::GetAtt'][0];

    // Act
    const statements = Object.values(resourcesOf(synth.templates.data, 'AWS::IAM::Policy'))
      .filter((p) => p.Properties.Roles.some((r: any) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement)
      .filter((s: any) => [s.Action].flat().some((a: string) => a.startsWith('dynamodb:')));

    // Assess
    const tableId = Object.keys(resourcesOf(synth.templates.data, 'AWS::DynamoDB::Table'))[0];
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: [...SEED_ACTIONS],
        Resource: { 'Fn::GetAtt': [tableId, 'Arn'] },
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...SEED_PARTITIONS] } },
      },
    ]);
    expect(seeder.Properties.Environment.Variables).toMatchObject({ TABLE_NAME: { Ref: tableId }, STAGE: 'cloud' });
    expect(SEED_PARTITIONS.filter((p) => /^(user|appeal|outbox|session|token)/.test(p))).toEqual([]);
  });
});

describe('data stack: the secrets the table depends on', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthApp({ withWebBuild: true });
  }, 240_000);

  it.each([
    ['SecretsTwoFactorKey', 64, 'TwoFactorKeyArn'],
    ['SecretsFollowUpPepper', 48, 'FollowUpPepperArn'],
  ])('keeps %s: generated by Secrets Manager, retained with the stack, its ARN exported', (prefix, length, output) => {
    // Act
    const secrets = Object.entries(resourcesOf(synth.templates.data, 'AWS::SecretsManager::Secret')).filter(([id]) => id.startsWith(prefix));

    // Assess
    expect(secrets).toHaveLength(1);
    const [secretId, secret] = secrets[0];
    expect(secret.DeletionPolicy).toBe('Retain');
    expect(secret.UpdateReplacePolicy).toBe('Retain');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: length, ExcludePunctuation: true });
    expect(secret.Properties.SecretString).toBeUndefined();
    expect(secret.Properties.Name).toBeUndefined();
    synth.templates.data.hasOutput(output, { Value: { Ref: secretId }, Export: { Name: `dosyt-dev-data-${output}` } });
  });

  it('puts no secret value in any template: every secret is generated, the signing one starts as {}', () => {
    for (const [name, template] of Object.entries(synth.templates)) {
      for (const [id, secret] of Object.entries(resourcesOf(template, 'AWS::SecretsManager::Secret'))) {
        if (id.startsWith('SigningKeySecret')) expect(secret.Properties.SecretString, `${name}/${id}`).toBe('{}');
        else expect(secret.Properties.SecretString, `${name}/${id}`).toBeUndefined();
      }
      // No function environment resolves a secret at deploy time.
      const environments = JSON.stringify(Object.values(resourcesOf(template, 'AWS::Lambda::Function')).map((f) => f.Properties.Environment));
      expect(environments, name).not.toMatch(/resolve:secretsmanager|FOLLOW_UP_PEPPER"|TWO_FACTOR_KEY"/);
    }
  });
});
