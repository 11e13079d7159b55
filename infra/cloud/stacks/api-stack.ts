import { existsSync } from 'node:fs';
import { Annotations, CfnOutput, Duration, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { domains, httpRoutes, MEDIA_KEY_PREFIX, schedules, streamConsumers, webSocketRoutes, type Domain, type StreamFilter } from '../../routes';
import { FUNCTIONS_SRC, PLACEHOLDER_ENTRY, entryFor } from '../config/paths';
import type { StageConfig } from '../config/stages';
import { AppFunction, type TableAccess } from '../constructs/app-function';
import { Monitoring } from '../constructs/monitoring';
import { RouteTableApi } from '../constructs/route-table-api';
import { SocketApi } from '../constructs/socket-api';
import { acknowledgeApiFindings } from '../nag/api-findings';
import { type MediaBucketExports, type TableExports, importMediaBucket, importTable } from './data-stack';

export interface ApiStackProps extends StackProps {
  stageName: string;
  config: StageConfig;
  /** The data stack's table, imported through its named exports. */
  tableExports: TableExports;
  /** The data stack's media bucket, imported through its named export. */
  mediaBucketExports: MediaBucketExports;
  /** Base URL for links in mail (https://<domain>); unset until the stage has one. */
  publicUrl?: string;
  /** Bundle the functions (false: inline stubs, unit tests only). @default true */
  bundle?: boolean;
  /**
   * Fail when a domain's handler file is missing. Off while the functions are
   * being written (a placeholder answering 503 is bundled instead, with a
   * warning); deploys always turn it on. @default true
   */
  strictEntries?: boolean;
  /** @default functions/src of this repository */
  functionsSrc?: string;
}

/** API Gateway stage of the REST API; CloudFront's origin path. */
export const REST_STAGE_NAME = 'live';
/** WebSocket stage; equals the site path /ws so CloudFront forwards it unchanged. */
export const SOCKET_STAGE_NAME = 'ws';

/** The domain that stores the images admins upload (content editing). */
export const MEDIA_DOMAIN: Domain = 'media';

/**
 * Domains that send mail. The others only put mail in the outbox; the jobs
 * function sends it (stream consumer 'mail-outbox' and the expiry schedule).
 */
export const MAILING_DOMAINS: readonly Domain[] = ['jobs'];

/**
 * Table access per domain. The log viewer reads CloudWatch Logs, and the table
 * only for the caller's account: every token is checked against it
 * (functions/src/lib/session-epoch.ts).
 */
export function tableAccessFor(domain: Domain): TableAccess | 'none' {
  return domain === 'logs' ? 'read' : 'read-write';
}

/** The one domain that signs access tokens, and so the one that reads the private key. */
export const SIGNING_DOMAIN: Domain = 'auth';

/** Parameters and Secrets Lambda Extension: caches the secret, logs warnings only. */
const SECRETS_EXTENSION = lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, {
  cacheEnabled: true,
  logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
});

/** Domains that verify tokens: every domain with a protected route or a socket. They get the public key only. */
export function tokenVerifiers(): Domain[] {
  return domains.filter(
    (domain) =>
      domain === SIGNING_DOMAIN ||
      httpRoutes.some((r) => r.domain === domain && r.access !== 'public') ||
      webSocketRoutes.some((r) => r.domain === domain),
  );
}

/**
 * The stage's public JWK, checked at synth: it must be an ES256 public key with
 * a kid, and above all not the private key (stages.ts is committed).
 */
export function parsePublicJwk(json: string): Record<string, string> {
  let jwk: Record<string, string>;
  try {
    jwk = JSON.parse(json) as Record<string, string>;
  } catch {
    throw new Error('jwtPublicJwk is not JSON (infra/cloud/config/stages.ts).');
  }
  if ('d' in jwk) throw new Error('jwtPublicJwk holds a PRIVATE key: remove it from stages.ts and rotate the key (docs/operations.md).');
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y || !jwk.kid) {
    throw new Error('jwtPublicJwk must be an ES256 public JWK: {"kty":"EC","crv":"P-256","x":…,"y":…,"kid":…}.');
  }
  return jwk;
}

const SIZING: Partial<Record<Domain, { memorySize?: number; timeout?: Duration }>> = {
  // Memory-hard password hashing: more memory also means more CPU.
  auth: { memorySize: 1024 },
  // The users workbook export and the log viewer read more than one page.
  exports: { timeout: Duration.seconds(25) },
  logs: { timeout: Duration.seconds(25) },
  // Stream batches of up to 100 records and the expiry sweep.
  stats: { timeout: Duration.seconds(60) },
  jobs: { timeout: Duration.minutes(2) },
};

/** The route table's stream filter as a Lambda event filter (the local poller applies the same one). */
export function streamFilterCriteria(filter: StreamFilter): Array<Record<string, unknown>> {
  return [
    lambda.FilterCriteria.filter({
      ...(filter.eventName ? { eventName: lambda.FilterRule.isEqual(filter.eventName) } : {}),
      ...(filter.pk ? { dynamodb: { Keys: { pk: { S: lambda.FilterRule.isEqual(filter.pk) } } } } : {}),
    }),
  ];
}

const pascal = (domain: string) => domain.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The stateless back end: one Lambda per domain of the route table, the REST
 * and WebSocket APIs, the stream consumers, the schedules, the signing key, the
 * mail permission and the alarms.
 */
export class ApiStack extends Stack {
  readonly functions = new Map<Domain, AppFunction>();
  readonly restApi: RouteTableApi;
  readonly socketApi: SocketApi;
  readonly signingKey: secretsmanager.Secret;
  readonly monitoring: Monitoring;
  readonly deadLetterQueues: sqs.Queue[] = [];

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const table = importTable(this, 'Table', props.tableExports, config.restoredTable);
    if (config.restoredTable) {
      Annotations.of(this).addInfo(`Serving from the restored table ${config.restoredTable.tableName}.`);
    }
    const logRetention = config.logRetentionDays as logs.RetentionDays;
    const strict = props.strictEntries ?? true;
    const functionsSrc = props.functionsSrc ?? FUNCTIONS_SRC;

    // ---- Functions: one per domain ----
    const jwtIssuer = props.publicUrl ?? `https://${props.stageName}.dosyt.invalid`;
    if (!props.publicUrl) {
      Annotations.of(this).addInfo(
        `Stage '${props.stageName}' has neither domainName nor publicUrl: links in mail point nowhere useful. ` +
          'After the first deploy set publicUrl to the web stack SiteUrl output (infra/cloud/config/stages.ts).',
      );
    }
    for (const domain of domains) {
      let entry = entryFor(domain, functionsSrc);
      if (!existsSync(entry)) {
        if (strict) {
          throw new Error(`Missing Lambda entry for domain '${domain}': ${entry} (it must export 'handler').`);
        }
        Annotations.of(this).addWarningV2(
          `@dosyt/infra:missing-entry:${domain}`,
          `functions/src/${domain}/handler.ts does not exist yet: the ${domain} function gets a placeholder that ` +
            'answers 503. Deploys refuse this (strictEntries).',
        );
        entry = PLACEHOLDER_ENTRY;
      }
      const fn = new AppFunction(this, `${pascal(domain)}Function`, {
        entry,
        description: `Dosyt ${domain}: functions/src/${domain}/handler.ts`,
        logRetention,
        bundle: props.bundle,
        ...SIZING[domain],
        // The signer reads its key through the extension (functions/src/auth/signing-key.ts), not an SDK client.
        ...(domain === SIGNING_DOMAIN ? { paramsAndSecrets: SECRETS_EXTENSION } : {}),
        environment: {
          STAGE: 'cloud',
          JWT_ISSUER: jwtIssuer,
          JWT_AUDIENCE: 'dosyt-admin',
          ACCESS_TOKEN_MINUTES: '15',
          REFRESH_TOKEN_DAYS: '7',
          ...(props.publicUrl ? { PUBLIC_URL: props.publicUrl } : {}),
        },
      });
      const access = tableAccessFor(domain);
      if (access === 'none') fn.addEnvironment('TABLE_NAME', table.tableName);
      else fn.bindTable(table, access);
      this.functions.set(domain, fn);
    }

    // ---- The JWT signing key ----
    this.signingKey = new secretsmanager.Secret(this, 'SigningKey', {
      description:
        'Dosyt access-token signing key: an ES256 private JWK (JSON with kid). ' +
        'Created empty; put the value as docs/operations.md describes.',
      // Not a secret: an empty JSON object standing in until the operator puts the key.
      secretStringValue: SecretValue.unsafePlainText('{}'),
    });
    const signer = this.functions.get(SIGNING_DOMAIN)!;
    signer.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [this.signingKey.secretArn] }),
    );
    signer.addEnvironment('JWT_SECRET_ID', this.signingKey.secretArn);
    if (config.jwtPublicJwk) {
      const publicJwk = JSON.stringify(parsePublicJwk(config.jwtPublicJwk));
      for (const domain of tokenVerifiers()) this.functions.get(domain)!.addEnvironment('JWT_PUBLIC_JWK', publicJwk);
    } else {
      Annotations.of(this).addWarningV2(
        '@dosyt/infra:no-public-jwk',
        `Stage '${props.stageName}' has no jwtPublicJwk: only auth can read the signing key, so every signed-in ` +
          'route answers 401 until the public half is set in infra/cloud/config/stages.ts (docs/operations.md).',
      );
    }

    // ---- The follow-up code pepper (functions/src/appeals/follow-up-hash.ts) ----
    // Generated once and kept outside the table, so a copy of the table cannot be brute-forced
    // for codes. It reaches the appeals function as an environment value (resolved at deploy).
    const followUpPepper = new secretsmanager.Secret(this, 'FollowUpPepper', {
      description: 'Dosyt follow-up code pepper: mixed into the HMAC the table keeps instead of each code.',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.functions.get('appeals')?.addEnvironment('FOLLOW_UP_PEPPER', followUpPepper.secretValue.unsafeUnwrap());

    // ---- Mail: the configured sender only ----
    const senderDomain = config.mailFrom.split('@')[1];
    const identityArns = [config.mailFrom, senderDomain].map((identity) =>
      this.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
    );
    for (const domain of MAILING_DOMAINS) {
      const fn = this.functions.get(domain);
      if (!fn) continue;
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail', 'ses:SendRawEmail'],
          resources: identityArns,
          conditions: { StringEquals: { 'ses:FromAddress': config.mailFrom } },
        }),
      );
      fn.addEnvironment('MAIL_FROM', config.mailFrom);
    }

    // ---- Media: the media function adds uploaded images, nothing more ----
    const mediaBucket = importMediaBucket(this, 'MediaBucket', props.mediaBucketExports);
    this.functions.get(MEDIA_DOMAIN)?.bindMediaUploads(mediaBucket, MEDIA_KEY_PREFIX);

    // ---- Log viewer: the other functions' log groups, read only ----
    const logsFn = this.functions.get('logs');
    if (logsFn) {
      const others = [...this.functions.entries()].filter(([domain]) => domain !== 'logs').map(([, fn]) => fn.logGroup);
      logsFn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['logs:FilterLogEvents', 'logs:GetLogEvents'],
          resources: others.map((group) => group.logGroupArn),
        }),
      );
      logsFn.addEnvironment('LOG_GROUPS', others.map((group) => group.logGroupName).join(','));
    }

    // ---- APIs ----
    this.restApi = new RouteTableApi(this, 'Rest', {
      routes: httpRoutes,
      functions: this.functions,
      logRetention,
      stageName: REST_STAGE_NAME,
      throttle: { rateLimit: 50, burstLimit: 100 },
    });
    this.socketApi = new SocketApi(this, 'Socket', {
      routes: webSocketRoutes,
      functions: this.functions,
      logRetention,
      stageName: SOCKET_STAGE_NAME,
      throttle: { rateLimit: 20, burstLimit: 50 },
      dependsOn: this.restApi.api.node.tryFindChild('Account') as Construct | undefined,
    });
    const socketDomains = new Set(webSocketRoutes.map((r) => r.domain));
    for (const domain of socketDomains) this.socketApi.bindManagement(this.functions.get(domain)!);

    // ---- Alarms ----
    this.monitoring = new Monitoring(this, 'Monitoring', { alarmEmail: config.alarmEmail });
    for (const [domain, fn] of this.functions) this.monitoring.watchFunction(pascal(domain), fn);
    this.monitoring.watchRestApi('RestApi', this.restApi.api);
    this.monitoring.watchWebSocketApi('SocketApi', this.socketApi.stage);
    this.monitoring.watchSesBounces();

    // ---- Stream consumers: partial-batch failures, bisect, then a dead-letter queue ----
    for (const consumer of streamConsumers) {
      const fn = this.functions.get(consumer.domain)!;
      const dlq = new sqs.Queue(this, `${pascal(consumer.name)}DeadLetters`, {
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      this.deadLetterQueues.push(dlq);
      fn.addEventSource(
        new DynamoEventSource(table, {
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
      this.monitoring.watchStreamConsumer(pascal(consumer.name), fn);
      this.monitoring.watchDeadLetterQueue(`${pascal(consumer.name)}DeadLetters`, dlq);
    }

    // ---- Schedules ----
    for (const schedule of schedules) {
      // The rule's ARN ends with the schedule's name, as the local scheduler's events do.
      const ruleName = `${this.stackName}-${schedule.name}`;
      if (ruleName.length > 64) throw new Error(`Schedule rule name '${ruleName}' is longer than 64 characters.`);
      new events.Rule(this, `${pascal(schedule.name)}Schedule`, {
        ruleName,
        description: `${schedule.domain}/${schedule.op} every ${schedule.everyMinutes} minutes (infra/routes.ts)`,
        schedule: events.Schedule.rate(Duration.minutes(schedule.everyMinutes)),
        targets: [
          new targets.LambdaFunction(this.functions.get(schedule.domain)!, {
            retryAttempts: 2,
            maxEventAge: Duration.minutes(schedule.everyMinutes),
          }),
        ],
      });
    }

    acknowledgeApiFindings({
      stack: this,
      restApi: this.restApi.api,
      socketApi: this.socketApi.api,
      signingKey: this.signingKey,
      followUpPepper,
      deadLetterQueues: this.deadLetterQueues,
      tableArn: table.tableArn,
      mediaObjectsArn: mediaBucket.arnForObjects(`${MEDIA_KEY_PREFIX}*`),
    });

    new CfnOutput(this, 'RestApiUrl', { value: this.restApi.api.url });
    new CfnOutput(this, 'SocketUrl', { value: this.socketApi.stage.url });
    new CfnOutput(this, 'SigningKeySecretArn', { value: this.signingKey.secretArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
  }
}
