import { createServer, type Server } from 'node:http';
import { CloudWatchLogsClient, FilterLogEventsCommand } from '@aws-sdk/client-cloudwatch-logs';
import { DynamoDBClient, GetItemCommand, PutItemCommand, QueryCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialOf, dynamoRequests, startAwsProxy, type AwsProxy, type TableInfo } from './aws-proxy';
import { Iam, type PolicyDocument } from './iam';
import { LogStore } from './log-store';

/**
 * The rehearsal's IAM: a function's call outside its role's policy is denied as
 * DynamoDB denies it, one inside is forwarded; the condition keys come from the
 * call (the partition key of a Query's key condition, each item of a transaction).
 */

const TABLE: TableInfo = {
  name: 'dosyt-test-data',
  arn: 'arn:aws:dynamodb:eu-central-1:000000000000:table/dosyt-test-data',
  partitionKey: 'pk',
  indexes: { gsi1: 'gsi1pk' },
};

/** The shape the api stack gives a function bound to some partitions (the reference function's). */
const referencePolicy: PolicyDocument = {
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Action: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      Resource: [TABLE.arn, `${TABLE.arn}/index/*`],
      Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['status', 'assistance', 'counter#assistance'] } },
    },
    {
      Effect: 'Allow',
      Action: 'dynamodb:GetItem',
      Resource: TABLE.arn,
      Condition: {
        'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['user#*'] },
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', 'sessionEpoch', 'isActive'] },
        StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
      },
    },
  ],
};

const LOG_GROUP = '/aws/dosyt-test-api-ReferenceFunctionLogs';

describe('the IAM proxy', () => {
  const iam = new Iam();
  const logs = new LogStore();
  const forwarded: string[] = [];
  let upstream: Server;
  let proxy: AwsProxy;
  let client: DynamoDBClient;

  beforeAll(async () => {
    iam.addPrincipal({
      id: 'ReferenceFunction',
      roleArn: 'arn:aws:iam::000000000000:role/reference',
      policies: [{ name: 'default', policy: referencePolicy }],
      managedPolicyArns: [],
    });
    const viewerPolicy: PolicyDocument = {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: 'logs:FilterLogEvents', Resource: `arn:aws:logs:eu-central-1:000000000000:log-group:${LOG_GROUP}:*` }],
    };
    iam.addPrincipal({
      id: 'LogsFunction',
      roleArn: 'arn:aws:iam::000000000000:role/logs',
      policies: [{ name: 'default', policy: viewerPolicy }],
      managedPolicyArns: [],
    });
    // What stands behind the proxy answers every call it gets with an empty item.
    upstream = createServer((req, res) => {
      forwarded.push(String(req.headers['x-amz-target']));
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
    });
    await new Promise<void>((ok) => upstream.listen(0, '127.0.0.1', () => ok()));
    const address = upstream.address();
    proxy = await startAwsProxy({
      iam,
      region: 'eu-central-1',
      dynamoEndpoint: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      mailEndpoint: 'http://127.0.0.1:9',
      s3Dir: '/tmp',
      tables: () => [TABLE],
      sockets: { manage: async () => ({ status: 410 }) },
      secrets: { find: () => undefined, put: () => false },
      parameter: () => undefined,
      logs,
    });
    client = new DynamoDBClient({
      endpoint: proxy.endpoint,
      region: 'eu-central-1',
      maxAttempts: 1,
      credentials: { accessKeyId: 'ReferenceFunction', secretAccessKey: 'x' },
    });
  });

  afterAll(async () => {
    client.destroy();
    await proxy.close();
    await new Promise<void>((ok) => upstream.close(() => ok()));
  });

  it('knows the caller from the SigV4 credential', () => {
    expect(credentialOf('AWS4-HMAC-SHA256 Credential=AuthFunctionA1/20261128/eu-central-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0')).toEqual({
      accessKeyId: 'AuthFunctionA1',
      region: 'eu-central-1',
      service: 'dynamodb',
    });
  });

  it('forwards a call its policy allows', async () => {
    forwarded.length = 0;
    await client.send(new GetItemCommand({ TableName: TABLE.name, Key: { pk: { S: 'status' }, sk: { S: 'status#1' } } }));
    await client.send(
      new QueryCommand({
        TableName: TABLE.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'pk' },
        ExpressionAttributeValues: { ':pk': { S: 'assistance' } },
      }),
    );
    expect(forwarded).toEqual(['DynamoDB_20120810.GetItem', 'DynamoDB_20120810.Query']);
  });

  it('denies a call outside its policy as DynamoDB does, and forwards nothing', async () => {
    forwarded.length = 0;
    const put = client.send(new PutItemCommand({ TableName: TABLE.name, Item: { pk: { S: 'appeal#1' }, sk: { S: 'appeal' } } }));
    await expect(put).rejects.toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 400 } });
    await expect(put).rejects.toThrow(
      /not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:eu-central-1:000000000000:table\/dosyt-test-data/,
    );
    // A whole user item, where only the session attributes are granted.
    await expect(client.send(new GetItemCommand({ TableName: TABLE.name, Key: { pk: { S: 'user#7' }, sk: { S: 'user' } } }))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    expect(forwarded).toEqual([]);
    const denied = iam.decisions.filter((d) => d.decision !== 'Allowed').map((d) => [d.action, d.context?.['dynamodb:LeadingKeys']]);
    expect(denied).toEqual([
      ['dynamodb:PutItem', ['appeal#1']],
      ['dynamodb:GetItem', ['user#7']],
    ]);
  });

  it('lets the granted attributes of a user item be read, and no more', async () => {
    forwarded.length = 0;
    await client.send(
      new GetItemCommand({ TableName: TABLE.name, Key: { pk: { S: 'user#7' }, sk: { S: 'user' } }, ProjectionExpression: 'pk, sk, sessionEpoch' }),
    );
    expect(forwarded).toEqual(['DynamoDB_20120810.GetItem']);
    await expect(
      client.send(new GetItemCommand({ TableName: TABLE.name, Key: { pk: { S: 'user#7' }, sk: { S: 'user' } }, ProjectionExpression: 'pk, passwordHash' })),
    ).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });

  it('judges each item of a transaction: one item outside the policy denies it all', async () => {
    forwarded.length = 0;
    const transaction = new TransactWriteItemsCommand({
      TransactItems: [
        { Put: { TableName: TABLE.name, Item: { pk: { S: 'status' }, sk: { S: 'status#9' } } } },
        { Put: { TableName: TABLE.name, Item: { pk: { S: 'appeal#9' }, sk: { S: 'appeal' } } } },
      ],
    });
    await expect(client.send(transaction)).rejects.toMatchObject({ name: 'AccessDeniedException' });
    expect(forwarded).toEqual([]);
    expect(
      dynamoRequests('DynamoDB_20120810.TransactWriteItems', JSON.parse(JSON.stringify(transaction.input)) as Record<string, unknown>, [TABLE]),
    ).toMatchObject([
      { action: 'dynamodb:PutItem', context: { 'dynamodb:LeadingKeys': ['status'] } },
      { action: 'dynamodb:PutItem', context: { 'dynamodb:LeadingKeys': ['appeal#9'] } },
    ]);
  });

  it('takes the leading key of a query on an index from that index key', () => {
    const [request] = dynamoRequests(
      'DynamoDB_20120810.Query',
      {
        TableName: TABLE.name,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
        ExpressionAttributeValues: { ':p': { S: 'status' }, ':s': { S: 'x' } },
      },
      [TABLE],
    ) as Array<{ resource: string; context: Record<string, unknown> }>;
    expect(request.resource).toBe(`${TABLE.arn}/index/gsi1`);
    expect(request.context['dynamodb:LeadingKeys']).toEqual(['status']);
  });

  it("names an update's attributes, never its value placeholders", () => {
    const [request] = dynamoRequests(
      'DynamoDB_20120810.UpdateItem',
      {
        TableName: TABLE.name,
        Key: { pk: { S: 'signin#f1' }, sk: { S: 'signin' } },
        UpdateExpression: 'SET #at = :now, isOnline = :isOnline_u0',
        ExpressionAttributeNames: { '#at': 'lastActiveAt' },
        ExpressionAttributeValues: { ':now': { N: '1' }, ':isOnline_u0': { BOOL: true } },
      },
      [TABLE],
    ) as Array<{ context: Record<string, unknown> }>;
    expect(request.context['dynamodb:Attributes']).toEqual(['pk', 'sk', 'lastActiveAt', 'isOnline']);
  });
  it("answers FilterLogEvents from the functions' output as its role allows", async () => {
    logs.write(
      LOG_GROUP,
      'rehearsal/[$LATEST]a',
      '{"level":"INFO","route":"/api/regions"}\n{"level":"ERROR","route":"/api/regions"}\n{"level":"INFO","route":"/api/sta',
    );
    logs.write(LOG_GROUP, 'rehearsal/[$LATEST]a', 'tuses"}\n');
    const viewer = new CloudWatchLogsClient({
      endpoint: proxy.endpoint,
      region: 'eu-central-1',
      maxAttempts: 1,
      credentials: { accessKeyId: 'LogsFunction', secretAccessKey: 'x' },
    });
    const other = new CloudWatchLogsClient({
      endpoint: proxy.endpoint,
      region: 'eu-central-1',
      maxAttempts: 1,
      credentials: { accessKeyId: 'ReferenceFunction', secretAccessKey: 'x' },
    });
    try {
      const all = await viewer.send(new FilterLogEventsCommand({ logGroupName: LOG_GROUP, startTime: Date.now() - 60_000 }));
      expect(all.events?.map((e) => JSON.parse(e.message!) as unknown)).toEqual([
        { level: 'INFO', route: '/api/regions' },
        { level: 'ERROR', route: '/api/regions' },
        { level: 'INFO', route: '/api/statuses' },
      ]);
      const errors = await viewer.send(new FilterLogEventsCommand({ logGroupName: LOG_GROUP, filterPattern: '{ $.level = "ERROR" || $.level = "WARN" }' }));
      expect(errors.events).toHaveLength(1);
      const later = await viewer.send(new FilterLogEventsCommand({ logGroupName: LOG_GROUP, startTime: Date.now() + 60_000 }));
      expect(later.events).toEqual([]);
      await expect(viewer.send(new FilterLogEventsCommand({ logGroupName: LOG_GROUP, filterPattern: '{ ($.level = "INFO") }' }))).rejects.toMatchObject({
        name: 'InvalidParameterException',
      });
      await expect(other.send(new FilterLogEventsCommand({ logGroupName: LOG_GROUP }))).rejects.toMatchObject({ name: 'AccessDeniedException' });
    } finally {
      viewer.destroy();
      other.destroy();
    }
  });

  it('counts what the policies grant and which grants were used', () => {
    const used = iam.grants.filter((g) => g.used).map((g) => `${g.action} ${g.resource.split(':').pop()}`);
    expect(used).toContain('dynamodb:GetItem table/dosyt-test-data');
    expect(iam.grants.some((g) => g.action === 'dynamodb:UpdateItem' && !g.used)).toBe(true);
  });
});
