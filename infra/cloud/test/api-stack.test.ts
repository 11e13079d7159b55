import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_MIN_COMPRESSION_BYTES, domains, httpRoutes, schedules, streamConsumers, webSocketRoutes, type Domain } from '../../routes';
import { PAGES_TABLE_ACCESS } from '@dosyt/functions/db/table-access';
import { TABLE_ACTIONS } from '../constructs/app-function';
import { RENDERED_PAGE_RESOURCES } from '../constructs/page-render';
import { PEPPER_DOMAINS, REST_THROTTLE, SITE_URL_DOMAINS, TWO_FACTOR_DOMAINS } from '../stacks/api-stack';
import { resourcesOf, synthApp, type SynthResult } from './synth';

type Json = any;

const LOGS_WRITE = ['logs:CreateLogStream', 'logs:PutLogEvents'];
const XRAY = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
const READ_WRITE = [...TABLE_ACTIONS['read-write']];
const READ = [...TABLE_ACTIONS.read];
const SITE_URL = ['ssm:GetParameter'];
const SESSION_CHECK = ['dynamodb:GetItem'];
// Every signed-in HTTP request notes its sign-in's activity (functions/src/lib/sign-in-activity.ts).
const SESSION_ACTIVITY = ['dynamodb:UpdateItem'];
const SIGNING_KEY = ['secretsmanager:GetSecretValue'];
const TWO_FACTOR_KEY = ['secretsmanager:GetSecretValue'];
const FOLLOW_UP_PEPPER = ['secretsmanager:GetSecretValue'];
const MAIL = ['ses:SendEmail', 'ses:SendRawEmail'];
const STREAM = ['dynamodb:ListStreams', 'dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'];
const DEAD_LETTERS = ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'];
const SOCKETS = ['execute-api:ManageConnections'];
const LOG_VIEWER = ['logs:FilterLogEvents', 'logs:GetLogEvents'];
const MEDIA_UPLOAD = ['s3:PutObject'];

/** What each domain needs, written out by hand: a new grant must be added here on purpose. */
const EXPECTED_ACTIONS: Record<Domain, string[]> = {
  reference: [...READ_WRITE],
  regions: [...READ_WRITE],
  // Only auth signs tokens, so only auth reads the private key; the others verify with the public one.
  // Mail is only put in the outbox here: jobs alone may send it.
  // auth, users, appeals, assignments, stats and jobs write links to the site: they read its address from the web stack's parameter.
  // auth checks second-factor codes and users enrols them: only these two read the TOTP secrets' key.
  auth: [...READ_WRITE, ...SIGNING_KEY, ...TWO_FACTOR_KEY, ...SITE_URL],
  users: [...READ_WRITE, ...TWO_FACTOR_KEY, ...SITE_URL],
  // appeals hashes follow-up codes: only it reads the pepper.
  appeals: [...READ_WRITE, ...FOLLOW_UP_PEPPER, ...SITE_URL],
  assignments: [...READ_WRITE, ...SITE_URL],
  stats: [...READ_WRITE, ...STREAM, ...DEAD_LETTERS, ...SITE_URL],
  // chat: its messages and sockets, a peer's region and roles, its presence on user items (table-access.test.ts).
  chat: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', ...SOCKETS],
  content: [...READ_WRITE],
  // media: the chunks of an upload and the media id counter only (no Scan, no delete but the chunks' batch).
  media: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:BatchWriteItem', ...MEDIA_UPLOAD],
  // The workbook export only reads.
  exports: [...READ],
  // The table: the caller's account check (functions/src/lib/session-epoch.ts), and reads of the read audit's
  // staff partitions only (reads#user#*; infra/cloud/test/table-access.test.ts holds the condition).
  logs: [...SESSION_CHECK, ...SESSION_ACTIVITY, ...READ, ...LOG_VIEWER],
  // referrals: its partitions (the directory, partner links, appeal partitions, reads, limits, outbox) and
  // the names and e-mails of user items (table-access.ts); mail only into the outbox.
  referrals: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:ConditionCheckItem',
    ...SESSION_CHECK,
    ...SESSION_ACTIVITY,
    ...SITE_URL,
  ],
  // jobs reads the stream for new outbox items (mail) and session ends, whose sockets it closes.
  // jobs reads the pepper for its one-off phone re-key (functions/src/jobs/migrations.ts).
  jobs: [...READ_WRITE, ...MAIL, ...STREAM, ...DEAD_LETTERS, ...SITE_URL, ...SOCKETS, ...FOLLOW_UP_PEPPER],
};

/** Actions that accept no resource-level permission, and so may (only they) have Resource "*". */
const RESOURCELESS = new Set([...XRAY, 'dynamodb:ListStreams']);

const pascal = (domain: string) => domain.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
const asArray = <T>(v: T | T[]): T[] => (Array.isArray(v) ? v : [v]);

describe('api stack', () => {
  let synth: SynthResult;
  let functions: Record<string, Json>;
  let policies: Record<string, Json>;

  beforeAll(() => {
    synth = synthApp();
    functions = resourcesOf(synth.templates.api, 'AWS::Lambda::Function');
    policies = resourcesOf(synth.templates.api, 'AWS::IAM::Policy');
  }, 240_000);

  const functionOf = (domain: Domain) => {
    const entry = Object.entries(functions).find(([id]) => id.startsWith(`${pascal(domain)}Function`));
    expect(entry, `function of ${domain}`).toBeDefined();
    return { logicalId: entry![0], props: entry![1].Properties };
  };

  const statementsOf = (domain: Domain): Json[] => {
    const roleId = functionOf(domain).props.Role['Fn::GetAtt'][0];
    return Object.values(policies)
      .filter((p) => p.Properties.Roles.some((r: Json) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);
  };

  it('has one function per domain of the route table: arm64, Node.js 22, traced, with its own log group', () => {
    // One per domain, the pages function and the custom resource that makes the signing key pair.
    expect(Object.keys(functions)).toHaveLength(domains.length + 2);
    expect(Object.keys(functions).filter((id) => id.startsWith('SigningKeyGenerator'))).toHaveLength(1);
    for (const domain of domains) {
      const { props } = functionOf(domain);
      expect(props.Architectures).toEqual(['arm64']);
      expect(props.Runtime).toBe('nodejs22.x');
      expect(props.TracingConfig).toEqual({ Mode: 'Active' });
      expect(props.LoggingConfig.LogGroup.Ref).toMatch(/Logs/);
      expect(props.Environment.Variables).toMatchObject({ NODE_OPTIONS: '--enable-source-maps', STAGE: 'cloud' });
      expect(props.Environment.Variables.TABLE_NAME).toBeDefined();
    }
  });

  it('keeps function logs for the stage retention period', () => {
    const groups = Object.values(resourcesOf(synth.templates.api, 'AWS::Logs::LogGroup'));
    expect(groups.length).toBeGreaterThanOrEqual(domains.length);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(14);
  });

  it('gives each function exactly the IAM actions it needs, and never a wildcard action', () => {
    expect(Object.keys(EXPECTED_ACTIONS).sort(), 'expectations for every domain').toEqual([...domains].sort());
    for (const domain of domains) {
      const actions = statementsOf(domain).flatMap((s) => asArray(s.Action));
      expect(
        actions.filter((a) => a.includes('*')),
        domain,
      ).toEqual([]);
      expect(new Set(actions), domain).toEqual(new Set([...LOGS_WRITE, ...XRAY, ...EXPECTED_ACTIONS[domain]]));
    }
  });

  it('grants on the table and its indexes, the key, the sender, the connections and log groups only', () => {
    for (const domain of domains) {
      for (const statement of statementsOf(domain)) {
        expect(statement.Effect).toBe('Allow');
        const actions: string[] = asArray(statement.Action);
        for (const resource of asArray(statement.Resource)) {
          const text = JSON.stringify(resource);
          if (resource === '*') {
            expect(
              actions.every((a) => RESOURCELESS.has(a)),
              `${domain}: * only for ${actions}`,
            ).toBe(true);
          } else if (actions.every((a) => a.startsWith('dynamodb:')) && !actions.some((a) => STREAM.includes(a))) {
            expect(['{"Fn::ImportValue":"dosyt-dev-data-TableArn"}', '{"Fn::Join":["",[{"Fn::ImportValue":"dosyt-dev-data-TableArn"},"/index/*"]]}']).toContain(
              text,
            );
          } else if (actions.some((a) => STREAM.includes(a))) {
            expect(text).toBe('{"Fn::ImportValue":"dosyt-dev-data-TableStreamArn"}');
          } else if (actions[0].startsWith('secretsmanager:')) {
            expect([
              expect.stringMatching(/^\{"Ref":"SigningKeySecret[A-F0-9]+"\}$/),
              '{"Fn::ImportValue":"dosyt-dev-data-TwoFactorKeyArn"}',
              '{"Fn::ImportValue":"dosyt-dev-data-FollowUpPepperArn"}',
            ]).toContainEqual(text);
          } else if (actions[0].startsWith('ssm:')) {
            expect(text).toMatch(/:ssm:eu-central-1:",\{"Ref":"AWS::AccountId"\},":parameter\/dosyt\/dev\/site-url"\]\]\}$/);
          } else if (actions[0].startsWith('ses:')) {
            expect(text).toMatch(/:ses:eu-central-1:.*:identity\/(noreply@dosyt\.org\.ua|dosyt\.org\.ua)"\]\]\}$/);
            expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'noreply@dosyt.org.ua' } });
          } else if (actions[0].startsWith('s3:')) {
            expect(text).toBe('{"Fn::Join":["",["arn:",{"Ref":"AWS::Partition"},":s3:::",{"Fn::ImportValue":"dosyt-dev-data-MediaBucketName"},"/media/*"]]}');
          } else if (actions[0].startsWith('execute-api:')) {
            expect(text).toMatch(/"Ref":"SocketApi[A-F0-9]+"\},"\/ws\/\*\/@connections\/\*"\]\]\}$/);
          } else if (actions[0].startsWith('sqs:')) {
            const queue = pascal(streamConsumers.find((c) => c.domain === domain)!.name);
            expect(text).toMatch(new RegExp(`^\\{"Fn::GetAtt":\\["Streams${queue}DeadLetters[A-F0-9]+","Arn"\\]\\}$`));
          } else if (actions[0].startsWith('logs:')) {
            expect(text).toMatch(/^\{"Fn::GetAtt":\["[A-Za-z]+FunctionLogs[A-F0-9]+","Arn"\]\}$/);
          } else {
            throw new Error(`${domain}: unexpected statement ${JSON.stringify(statement)}`);
          }
        }
      }
    }
  });

  it('lets the log viewer read the other functions’ log groups, not its own', () => {
    const { props } = functionOf('logs');
    const own = props.LoggingConfig.LogGroup.Ref;
    const read = statementsOf('logs').find((s) => asArray(s.Action).includes('logs:FilterLogEvents'));
    const groups = asArray(read.Resource).map((r: Json) => r['Fn::GetAtt'][0]);
    // Every other domain's, and the pages function's (its failed renders).
    expect(groups).toHaveLength(domains.length);
    expect(groups).toContain(Object.keys(resourcesOf(synth.templates.api, 'AWS::Logs::LogGroup')).find((id) => id.startsWith('PagesFunctionLogs')));
    expect(groups).not.toContain(own);
    expect(JSON.stringify(props.Environment.Variables.LOG_GROUPS)).not.toContain(own);
  });

  it('tells each function where its secret, sender and sockets are', () => {
    expect(functionOf('auth').props.Environment.Variables.JWT_SECRET_ID).toEqual({ Ref: expect.stringMatching(/^SigningKeySecret/) });
    for (const domain of domains.filter((d) => d !== 'auth')) {
      expect(functionOf(domain).props.Environment.Variables.JWT_SECRET_ID, domain).toBeUndefined();
    }
    expect(functionOf('jobs').props.Environment.Variables.MAIL_FROM).toBe('noreply@dosyt.org.ua');
    for (const domain of domains.filter((d) => d !== 'jobs')) {
      expect(functionOf(domain).props.Environment.Variables.MAIL_FROM, domain).toBeUndefined();
    }
    expect(functionOf('media').props.Environment.Variables.MEDIA_BUCKET).toEqual({ 'Fn::ImportValue': 'dosyt-dev-data-MediaBucketName' });
    for (const domain of domains.filter((d) => d !== 'media')) {
      expect(functionOf(domain).props.Environment.Variables.MEDIA_BUCKET, domain).toBeUndefined();
    }
    expect(functionOf('chat').props.Environment.Variables.SOCKET_ENDPOINT).toBeDefined();
  });

  it.each([
    ['the TOTP secrets’ key', 'TwoFactorKeyArn', 'TWO_FACTOR_SECRET_ID', TWO_FACTOR_DOMAINS, ['TWO_FACTOR_KEY']],
    ['the follow-up pepper', 'FollowUpPepperArn', 'FOLLOW_UP_PEPPER_SECRET_ID', PEPPER_DOMAINS, ['FOLLOW_UP_PEPPER']],
  ] as const)('imports %s from the data stack and lets only its readers read it, by id', (_, exportSuffix, variableName, readersWanted, valueVariables) => {
    // Prepare
    const arn = { 'Fn::ImportValue': `dosyt-dev-data-${exportSuffix}` };

    // Act
    const readers = domains.filter((domain) =>
      statementsOf(domain).some((s) => JSON.stringify(s.Resource) === JSON.stringify(arn) && asArray(s.Action).includes('secretsmanager:GetSecretValue')),
    );

    // Assess
    expect(readers).toEqual([...readersWanted]);
    for (const domain of domains) {
      const variables = functionOf(domain).props.Environment.Variables;
      if (readersWanted.includes(domain)) expect(variables[variableName], domain).toEqual(arn);
      else expect(variables[variableName], domain).toBeUndefined();
      // Only the secret's id: the value itself reaches no function's environment.
      for (const name of valueVariables) expect(variables[name], domain).toBeUndefined();
    }
    // The api stack holds neither secret, and no environment resolves a secret at deploy time.
    expect(Object.keys(resourcesOf(synth.templates.api, 'AWS::SecretsManager::Secret')).filter((id) => /TwoFactor|Pepper/.test(id))).toEqual([]);
    const environments = JSON.stringify(Object.values(functions).map((f) => f.Properties.Environment));
    expect(environments).not.toMatch(/resolve:secretsmanager/);
  });

  it('gives the extension only to the signer, the two-factor and pepper domains and the functions that read the site address', () => {
    const withLayers = domains.filter((domain) => (functionOf(domain).props.Layers ?? []).length > 0);
    expect(new Set(withLayers)).toEqual(new Set(['auth', ...TWO_FACTOR_DOMAINS, ...PEPPER_DOMAINS, ...SITE_URL_DOMAINS]));
    for (const domain of withLayers) {
      const props = functionOf(domain).props;
      expect(props.Layers).toHaveLength(1);
      expect(JSON.stringify(props.Layers)).toMatch(/AWS-Parameters-and-Secrets-Lambda-Extension/);
      expect(props.Environment.Variables.PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED).toBe('true');
    }
  });

  it('serves every route of the table as a regional Lambda proxy method that demands CloudFront’s API key', () => {
    const api = synth.templates.api;
    // Compressed answers above the minimum size (CloudFront's uncached /api behaviour does not compress).
    api.hasResourceProperties('AWS::ApiGateway::RestApi', {
      EndpointConfiguration: { Types: ['REGIONAL'] },
      MinimumCompressionSize: API_MIN_COMPRESSION_BYTES,
    });
    const methods = Object.values(resourcesOf(api, 'AWS::ApiGateway::Method'));
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.length).toBeLessThanOrEqual(httpRoutes.length + RENDERED_PAGE_RESOURCES.length * 2);
    for (const method of methods) {
      expect(method.Properties.Integration.Type).toBe('AWS_PROXY');
      expect(method.Properties.ApiKeyRequired, `${method.Properties.HttpMethod} ${JSON.stringify(method.Properties.ResourceId)}`).toBe(true);
    }
    const pathParts = Object.values(resourcesOf(api, 'AWS::ApiGateway::Resource')).map((r) => r.Properties.PathPart);
    expect(pathParts.filter((p: string) => p.includes('{') && !/^\{\w+\+?\}$/.test(p))).toEqual([]);
  });

  it('answers the content pages (/index.html, /post/{slug}) with the pages function, GET and HEAD, with CloudFront’s key only', () => {
    const api = synth.templates.api;
    const resources = resourcesOf(api, 'AWS::ApiGateway::Resource');
    const pages = Object.entries(functions).find(([id]) => id.startsWith('PagesFunction'))!;
    const pathOf = (ref: Json): string => {
      if (ref['Fn::GetAtt']) return '';
      const r = resources[ref.Ref].Properties;
      return `${pathOf(r.ParentId)}/${r.PathPart}`;
    };

    const methods = Object.values(resourcesOf(api, 'AWS::ApiGateway::Method')).filter((m) => JSON.stringify(m.Properties.Integration.Uri).includes(pages[0]));

    expect(RENDERED_PAGE_RESOURCES).toEqual(['/index.html', '/post/{slug}']);
    expect(methods.map((m) => `${m.Properties.HttpMethod} ${pathOf(m.Properties.ResourceId)}`).sort()).toEqual([
      'GET /index.html',
      'GET /post/{slug}',
      'HEAD /index.html',
      'HEAD /post/{slug}',
    ]);
    for (const m of methods) expect(m.Properties).toMatchObject({ ApiKeyRequired: true, Integration: { Type: 'AWS_PROXY' } });
    expect(pages[1].Properties).toMatchObject({ Architectures: ['arm64'], Runtime: 'nodejs22.x', TracingConfig: { Mode: 'Active' } });
  });

  it('lets the pages function read the content partitions, nothing else of the table, and nothing more', () => {
    const roleId = Object.entries(functions).find(([id]) => id.startsWith('PagesFunction'))![1].Properties.Role['Fn::GetAtt'][0];
    const statements = Object.values(policies)
      .filter((p) => p.Properties.Roles.some((r: Json) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);

    const table = statements.filter((st) => JSON.stringify(st.Resource).includes('TableArn'));

    expect(new Set(statements.flatMap((st) => asArray(st.Action)))).toEqual(new Set([...LOGS_WRITE, ...XRAY, ...PAGES_TABLE_ACCESS.actions]));
    expect(table).toHaveLength(1);
    expect(asArray(table[0].Action)).toEqual(['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query']);
    expect(table[0].Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['content#*', 'contentdoc#*', 'contentslug#*', 'postfeed#*'] } });
  });

  it('throttles the stage and, tighter, the public appeal form', () => {
    const form = httpRoutes.find((r) => r.method === 'POST' && r.path === '/api/appeals')!.throttle!;
    synth.templates.api.hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: Match.arrayWith([
        Match.objectLike({ ResourcePath: '/*', HttpMethod: '*', ThrottlingRateLimit: REST_THROTTLE.rateLimit, ThrottlingBurstLimit: REST_THROTTLE.burstLimit }),
        Match.objectLike({
          ResourcePath: '/~1api~1appeals',
          HttpMethod: 'POST',
          ThrottlingRateLimit: form.rateLimit,
          ThrottlingBurstLimit: form.burstLimit,
        }),
      ]),
    });
  });

  it('writes JSON access logs with no query string, body or header', () => {
    const stage = Object.values(resourcesOf(synth.templates.api, 'AWS::ApiGateway::Stage'))[0].Properties;
    const format = JSON.parse(stage.AccessLogSetting.Format);
    expect(Object.keys(format).sort()).toEqual(['ip', 'latency', 'method', 'requestId', 'resourcePath', 'status']);
    expect(stage.AccessLogSetting.Format).not.toMatch(/querystring|\.body|header|\$context\.path/i);
    const socketStage = Object.values(resourcesOf(synth.templates.api, 'AWS::ApiGatewayV2::Stage'))[0].Properties;
    expect(socketStage.AccessLogSettings.Format).not.toMatch(/querystring|\.body|header/i);
  });

  it('routes $connect, $disconnect and $default to the chat function on the ws stage', () => {
    const routes = Object.values(resourcesOf(synth.templates.api, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(routes.sort()).toEqual(webSocketRoutes.map((r) => r.routeKey).sort());
    synth.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'ws', AutoDeploy: true });
  });

  it('feeds the stream to its consumer with partial-batch failures, bisecting, retries and an encrypted dead-letter queue', () => {
    for (const consumer of streamConsumers) {
      synth.templates.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FunctionName: { Ref: functionOf(consumer.domain).logicalId },
        EventSourceArn: { 'Fn::ImportValue': 'dosyt-dev-data-TableStreamArn' },
        BatchSize: consumer.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: Match.anyValue(),
        DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      });
    }
    synth.templates.api.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('lets only the jobs function send mail', () => {
    const senders = domains.filter((domain) => statementsOf(domain).some((s) => asArray(s.Action).includes('ses:SendEmail')));
    expect(senders).toEqual(['jobs']);
  });

  it('invokes jobs only for new outbox items and session ends, with its own dead-letter queue, and the aggregates for every record', () => {
    const mappings = Object.values(resourcesOf(synth.templates.api, 'AWS::Lambda::EventSourceMapping')).map((m) => m.Properties);
    expect(mappings).toHaveLength(streamConsumers.length);
    const jobs = functionOf('jobs').logicalId;
    const events: Json = mappings.find((m) => m.FunctionName.Ref === jobs);
    expect(events.FilterCriteria).toEqual({
      Filters: [
        { Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: ['outbox'] } } } }) },
        { Pattern: JSON.stringify({ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: ['session-end'] } } } }) },
      ],
    });
    expect(events.DestinationConfig.OnFailure.Destination).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^StreamsTableEventsDeadLetters/), 'Arn'] });
    const aggregates: Json = mappings.find((m) => m.FunctionName.Ref === functionOf('stats').logicalId);
    expect(aggregates.FilterCriteria).toBeUndefined();
    expect(aggregates.DestinationConfig.OnFailure.Destination).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^StreamsAppealAggregatesDeadLetters/), 'Arn'] });
  });

  it('runs every schedule of the route table at its rate', () => {
    for (const schedule of schedules) {
      synth.templates.api.hasResourceProperties('AWS::Events::Rule', {
        Name: `dosyt-dev-api-${schedule.name}`,
        ScheduleExpression: `rate(${schedule.everyMinutes} minutes)`,
        Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionOf(schedule.domain).logicalId, 'Arn'] } })],
      });
    }
  });

  it('alarms on API 5xx, function errors and throttles, iterator age, dead letters and SES bounces, to an encrypted topic', () => {
    const alarms = Object.values(resourcesOf(synth.templates.api, 'AWS::CloudWatch::Alarm'));
    const metricNames = alarms.map((a) => a.Properties.MetricName ?? 'expression');
    // Every domain's function and the pages function.
    expect(metricNames.filter((m) => m === 'Errors')).toHaveLength(domains.length + 1);
    expect(metricNames.filter((m) => m === 'Throttles')).toHaveLength(domains.length + 1);
    expect(metricNames).toEqual(
      expect.arrayContaining(['5XXError', 'expression', 'IteratorAge', 'ApproximateNumberOfMessagesVisible', 'Reputation.BounceRate']),
    );
    const topic = Object.keys(resourcesOf(synth.templates.api, 'AWS::SNS::Topic'))[0];
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
    synth.templates.api.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    synth.templates.api.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'alerts@dosyt.org.ua' });
  });
});

describe('api stack switched to a point-in-time restore', () => {
  const restoredTable = {
    tableName: 'dosyt-dev-restored-20250101',
    streamArn: 'arn:aws:dynamodb:eu-central-1:111122223333:table/dosyt-dev-restored-20250101/stream/2025-01-01T00:00:00.000',
  };

  it('points every function, grant and the stream consumer at the restored table, and still passes cdk-nag', () => {
    // Act
    const { templates } = synthApp({ config: { restoredTable } });

    // Assess
    const functions = Object.entries(resourcesOf(templates.api, 'AWS::Lambda::Function'))
      .filter(([id]) => !id.startsWith('SigningKeyGenerator'))
      .map(([, fn]) => fn);
    // Every domain's and the pages function.
    expect(functions).toHaveLength(domains.length + 1);
    for (const fn of functions) expect(fn.Properties.Environment.Variables.TABLE_NAME).toBe(restoredTable.tableName);
    templates.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', { EventSourceArn: restoredTable.streamArn });
    const resources = JSON.stringify(Object.values(resourcesOf(templates.api, 'AWS::IAM::Policy')).map((p) => p.Properties.PolicyDocument));
    expect(resources).toContain(`:table/${restoredTable.tableName}"`);
    expect(resources).toContain(`:table/${restoredTable.tableName}/index/*"`);
    expect(resources).not.toContain('dosyt-dev-data-TableArn');
  }, 240_000);
});
