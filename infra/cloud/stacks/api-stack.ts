import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { SESSION_ACTIVITY, SESSION_CHECK, TABLE_ACCESS } from '@dosyt/functions/db/table-access';
import { domains, httpRoutes, MEDIA_KEY_PREFIX, schedules, streamConsumers, webSocketRoutes, type Domain } from '../../routes';
import { FUNCTIONS_SRC, PAGES_ENTRY, WEB_DIST, entryFor } from '../config/paths';
import type { StageConfig } from '../config/stages';
import { AppFunction } from '../constructs/app-function';
import { EdgeKey } from '../constructs/edge-key';
import { LogViewer } from '../constructs/log-viewer';
import { MailSender } from '../constructs/mail-sender';
import { PageRender } from '../constructs/page-render';
import { Monitoring } from '../constructs/monitoring';
import { RouteTableApi } from '../constructs/route-table-api';
import { Schedules } from '../constructs/schedules';
import { SigningKey } from '../constructs/signing-key';
import type { DataSecretExports } from '../constructs/data-secrets';
import { FollowUpPepper, TwoFactorKey } from '../constructs/two-factor-key';
import { SocketApi } from '../constructs/socket-api';
import { StreamConsumers } from '../constructs/stream-consumers';
import { acknowledgeApiFindings } from '../nag/api-findings';
import { type MediaBucketExports, type TableExports, importMediaBucket, importTable } from './data-stack';

export interface ApiStackProps extends StackProps {
  stageName: string;
  config: StageConfig;
  /** The data stack's table, imported through its named exports. */
  tableExports: TableExports;
  /** The data stack's media bucket, imported through its named export. */
  mediaBucketExports: MediaBucketExports;
  /** The data stack's secrets (two-factor key, follow-up pepper), imported through their named exports. */
  dataSecretExports: DataSecretExports;
  /**
   * Where the functions learn the site's address for links in mail: the stage's
   * domain when it has one, else the SSM parameter the web stack writes the
   * CloudFront address to (read once per instance through the extension).
   */
  site: { url: string } | { parameterName: string };
  /** Change it to make a new signing key pair on the next deploy. @default '1' */
  signingKeyGeneration?: string;
  /** Bundle the functions (false: inline stubs, unit tests only). @default true */
  bundle?: boolean;
  /** @default functions/src of this repository */
  functionsSrc?: string;
  /** The web build whose server render the pages function runs. @default web/dist */
  webDist?: string;
}

/** API Gateway stage of the REST API; CloudFront's origin path. */
export const REST_STAGE_NAME = 'live';
/** WebSocket stage; equals the site path /ws so CloudFront forwards it unchanged. */
export const SOCKET_STAGE_NAME = 'ws';

/** The domain that stores the images admins upload (content editing). */
export const MEDIA_DOMAIN: Domain = 'media';

/**
 * Domains that send mail. The others only put mail in the outbox; the jobs
 * function sends it (stream consumer 'table-events' and the expiry schedule).
 */
export const MAILING_DOMAINS: readonly Domain[] = ['jobs'];

/**
 * Domains that write links to the site into mail or cookies: their handlers are
 * wrapped in withSiteUrl (functions/src/lib/site-url.ts); a test holds the two together.
 */
export const SITE_URL_DOMAINS: readonly Domain[] = ['auth', 'users', 'appeals', 'assignments', 'stats', 'jobs', 'referrals'];

/** The one domain that signs access tokens, and so the one that reads the private key. */
export const SIGNING_DOMAIN: Domain = 'auth';

/**
 * Domains that seal or open staff TOTP secrets: auth checks the code step, users
 * enrols, disables and resets (functions/src/auth/two-factor). Only they read the key.
 */
export const TWO_FACTOR_DOMAINS: readonly Domain[] = ['auth', 'users'];

/**
 * Domains that hash with the follow-up pepper (follow-up codes and phone hashes,
 * functions/src/appeals/follow-up-hash.ts): appeals creates and looks up; jobs re-keys
 * older phone hashes in its one-off migration (functions/src/jobs/migrations.ts). Only they read it.
 */
export const PEPPER_DOMAINS: readonly Domain[] = ['appeals', 'jobs'];

/**
 * Domains that send to or close WebSocket connections: those with socket routes, and
 * jobs, whose stream consumer closes the sockets of ended sessions (jobs/table-events.ts).
 */
export const SOCKET_MANAGERS: readonly Domain[] = [...new Set<Domain>([...webSocketRoutes.map((r) => r.domain), 'jobs'])];

/** Parameters and Secrets Lambda Extension: caches the secret and the parameter, logs warnings only. */
const SECRETS_EXTENSION = lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, {
  cacheEnabled: true,
  logLevel: lambda.ParamsAndSecretsLogLevel.WARN,
});

/** Domains that verify tokens: every domain with a protected route or a socket. They get the public key only. */
export function tokenVerifiers(): Domain[] {
  return domains.filter(
    (domain) =>
      domain === SIGNING_DOMAIN || httpRoutes.some((r) => r.domain === domain && r.access !== 'public') || webSocketRoutes.some((r) => r.domain === domain),
  );
}

/** Domains answering HTTP routes: each checks that a request came through CloudFront (EDGE_API_KEY_ID). */
export const httpDomains = (): Domain[] => domains.filter((domain) => httpRoutes.some((r) => r.domain === domain));

/**
 * Concurrency reserved for the appeals function, which answers the public form
 * (POST /api/appeals), the follow-up lookups and the staff's appeal routes. Reserved,
 * so the form answers when it matters most: work elsewhere in the account (a burst of
 * staff calls, the stream consumers catching up) cannot take these executions, and
 * the appeals function cannot take the others' (auth and stats keep the rest).
 * For the whole function, not the form alone: the staff's appeal routes share its
 * code, and a form flood cannot fill the reservation and fence the staff out, since
 * API Gateway throttles the form's method first (20 requests/s, burst 40: at ~0.4 s
 * an answer at most ~40 executions; the follow-up routes, 5/s each, a few more).
 * The account must keep 100 executions unreserved: deploy only to an account whose
 * concurrency quota is at least 200 (new accounts may start lower: ask for 1,000).
 */
export const APPEALS_RESERVED_CONCURRENCY = 100;

const SIZING: Partial<Record<Domain, { memorySize?: number; timeout?: Duration; reservedConcurrentExecutions?: number }>> = {
  appeals: { reservedConcurrentExecutions: APPEALS_RESERVED_CONCURRENCY },
  // Memory-hard password hashing: more memory also means more CPU.
  auth: { memorySize: 1024 },
  // The users workbook export and the log viewer read more than one page.
  exports: { timeout: Duration.seconds(25) },
  logs: { timeout: Duration.seconds(25) },
  // Stream batches of up to 100 records and the expiry sweep.
  stats: { timeout: Duration.seconds(60) },
  jobs: { timeout: Duration.minutes(2) },
};

/**
 * Throttles. Per method (API Gateway counts each method apart): a flood of one
 * route closes that route only. POST /api/appeals has its own from the route
 * table; docs/operations.md ("How many addresses close the form") reasons both.
 */
export const REST_THROTTLE = { rateLimit: 50, burstLimit: 100 };
export const SOCKET_THROTTLE = { rateLimit: 20, burstLimit: 50 };

const pascal = (domain: string) => domain.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The stateless back end: one Lambda per domain of the route table, the REST
 * and WebSocket APIs behind CloudFront's key, and one construct each for the
 * signing key, mail, the log viewer, the stream consumers, the schedules and
 * the alarms. The stack only wires them.
 */
export class ApiStack extends Stack {
  readonly functions = new Map<Domain, AppFunction>();
  readonly restApi: RouteTableApi;
  readonly socketApi: SocketApi;
  readonly signingKey: SigningKey;
  readonly twoFactorKey: TwoFactorKey;
  readonly followUpPepper: FollowUpPepper;
  readonly edgeKey: EdgeKey;
  readonly monitoring: Monitoring;
  readonly streams: StreamConsumers;
  readonly pages: PageRender;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const table = importTable(this, 'Table', props.tableExports, config.restoredTable);
    if (config.restoredTable) {
      Annotations.of(this).addInfo(`Serving from the restored table ${config.restoredTable.tableName}.`);
    }
    const logRetention = config.logRetentionDays as logs.RetentionDays;
    this.createFunctions(props, logRetention);
    const fn = (domain: Domain) => this.functions.get(domain)!;

    // ---- Table: each function its actions, and where the key design allows, its partitions ----
    for (const [domain, f] of this.functions) {
      const { access, partitions, actions, userItems } = TABLE_ACCESS[domain];
      if (access === 'none') f.addEnvironment('TABLE_NAME', table.tableName);
      else f.bindTable(table, access, partitions, actions);
      for (const u of userItems ?? []) f.bindAttributeAccess(table, SESSION_CHECK.partitions, u.actions, u.attributes);
      // Without the whole table, a token verifier still reads the caller's session state.
      if ((access === 'none' || partitions) && tokenVerifiers().includes(domain)) {
        f.bindAttributeRead(table, SESSION_CHECK.partitions, SESSION_CHECK.attributes);
        // ... and, answering HTTP, notes the sign-in's activity (the server's idle logout).
        if (httpDomains().includes(domain)) {
          f.bindAttributeAccess(table, SESSION_ACTIVITY.partitions, SESSION_ACTIVITY.actions, SESSION_ACTIVITY.attributes);
        }
      }
    }

    // ---- The signing key: made at deploy time; auth signs, the others verify ----
    this.signingKey = new SigningKey(this, 'SigningKey', {
      logRetention,
      generation: props.signingKeyGeneration ?? '1',
      bundle: props.bundle,
    });
    this.signingKey.grantSigning(fn(SIGNING_DOMAIN));
    for (const domain of tokenVerifiers()) this.signingKey.grantVerifying(fn(domain));

    // ---- The data stack's secrets: the key of staff TOTP secrets (auth and users) and the follow-up pepper (appeals) ----
    this.twoFactorKey = new TwoFactorKey(Fn.importValue(props.dataSecretExports.twoFactorKeyArn));
    for (const domain of TWO_FACTOR_DOMAINS) this.twoFactorKey.grantReading(fn(domain));
    this.followUpPepper = new FollowUpPepper(Fn.importValue(props.dataSecretExports.followUpPepperArn));
    for (const domain of PEPPER_DOMAINS) this.followUpPepper.grantReading(fn(domain));

    // ---- The site's address for links in mail ----
    if ('url' in props.site) {
      for (const f of this.functions.values()) f.addEnvironment('PUBLIC_URL', props.site.url);
    } else {
      const parameterArn = this.formatArn({ service: 'ssm', resource: 'parameter', resourceName: props.site.parameterName.replace(/^\//, '') });
      for (const domain of SITE_URL_DOMAINS) {
        fn(domain).addToRolePolicy(new iam.PolicyStatement({ actions: ['ssm:GetParameter'], resources: [parameterArn] }));
        fn(domain).addEnvironment('SITE_URL_PARAMETER', props.site.parameterName);
      }
    }

    // ---- Mail: the configured sender only ----
    const mail = new MailSender(this, 'Mail', { mailFrom: config.mailFrom });
    for (const domain of MAILING_DOMAINS) mail.grantSend(fn(domain));

    // ---- Media: the media function adds uploaded images, nothing more ----
    const mediaBucket = importMediaBucket(this, 'MediaBucket', props.mediaBucketExports);
    fn(MEDIA_DOMAIN).bindMediaUploads(mediaBucket, MEDIA_KEY_PREFIX);

    // ---- APIs, reachable only with CloudFront's key ----
    this.restApi = new RouteTableApi(this, 'Rest', {
      routes: httpRoutes,
      functions: this.functions,
      logRetention,
      stageName: REST_STAGE_NAME,
      throttle: REST_THROTTLE,
    });

    // ---- The content pages (landing, posts) rendered with their content, behind the same API ----
    this.pages = new PageRender(this, 'Pages', {
      entry: props.functionsSrc ? join(props.functionsSrc, 'pages', 'handler.ts') : PAGES_ENTRY,
      webDist: props.webDist ?? WEB_DIST,
      table,
      api: this.restApi.api,
      logRetention,
      bundle: props.bundle,
    });

    // ---- Log viewer ----
    new LogViewer(this, 'LogViewer', {
      viewer: fn('logs'),
      watched: [...[...this.functions.entries()].filter(([domain]) => domain !== 'logs').map(([, f]) => f), this.pages.fn],
    });

    this.socketApi = new SocketApi(this, 'Socket', {
      routes: webSocketRoutes,
      functions: this.functions,
      logRetention,
      stageName: SOCKET_STAGE_NAME,
      throttle: SOCKET_THROTTLE,
      dependsOn: this.restApi.api.node.tryFindChild('Account') as Construct | undefined,
    });
    for (const domain of SOCKET_MANAGERS) this.socketApi.bindManagement(fn(domain));
    this.edgeKey = new EdgeKey(this, 'EdgeKey', {
      restApi: this.restApi.api,
      socketApi: this.socketApi.api,
      socketStage: this.socketApi.stage,
    });
    for (const domain of httpDomains()) fn(domain).addEnvironment('EDGE_API_KEY_ID', this.edgeKey.apiKey.keyId);

    // ---- Alarms, stream consumers, schedules ----
    this.monitoring = new Monitoring(this, 'Monitoring', { alarmEmail: config.alarmEmail });
    for (const [domain, f] of this.functions) this.monitoring.watchFunction(pascal(domain), f);
    this.monitoring.watchFunction('Pages', this.pages.fn);
    this.monitoring.watchRestApi('RestApi', this.restApi.api);
    this.monitoring.watchRestApiClientErrors('RestApi', this.restApi.api, this.restApi.accessLogs);
    this.monitoring.watchTable('Table', table);
    this.monitoring.watchWebSocketApi('SocketApi', this.socketApi.stage);
    this.monitoring.watchSesBounces();
    this.streams = new StreamConsumers(this, 'Streams', {
      consumers: streamConsumers,
      functions: this.functions,
      table,
      monitoring: this.monitoring,
    });
    new Schedules(this, 'Schedules', { schedules, functions: this.functions });

    acknowledgeApiFindings({
      stack: this,
      restApi: this.restApi.api,
      socketApi: this.socketApi.api,
      signingKey: this.signingKey,
      edgeKey: this.edgeKey,
      deadLetterQueues: this.streams.deadLetterQueues,
      tableArn: table.tableArn,
      mediaObjectsArn: mediaBucket.arnForObjects(`${MEDIA_KEY_PREFIX}*`),
    });

    new CfnOutput(this, 'SigningKeyId', { value: this.signingKey.kid, description: 'kid of the access-token signing key' });
    new CfnOutput(this, 'SigningKeySecretArn', { value: this.signingKey.secret.secretArn });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
  }

  /** One function per domain of the route table. */
  private createFunctions(props: ApiStackProps, logRetention: logs.RetentionDays): void {
    const functionsSrc = props.functionsSrc ?? FUNCTIONS_SRC;
    const jwtIssuer = 'url' in props.site ? props.site.url : `https://${props.stageName}.dosyt.invalid`;
    for (const domain of domains) {
      const entry = entryFor(domain, functionsSrc);
      if (!existsSync(entry)) {
        throw new Error(`Missing Lambda entry for domain '${domain}': ${entry} (it must export 'handler').`);
      }
      const readsSiteUrl = !('url' in props.site) && SITE_URL_DOMAINS.includes(domain);
      const fn = new AppFunction(this, `${pascal(domain)}Function`, {
        entry,
        description: `Dosyt ${domain}: functions/src/${domain}/handler.ts`,
        logRetention,
        bundle: props.bundle,
        ...SIZING[domain],
        // The signer, the two-factor and pepper domains read their secrets, and the mail writers the site's
        // address, through the extension, not an SDK client.
        ...(domain === SIGNING_DOMAIN || TWO_FACTOR_DOMAINS.includes(domain) || PEPPER_DOMAINS.includes(domain) || readsSiteUrl
          ? { paramsAndSecrets: SECRETS_EXTENSION }
          : {}),
        environment: {
          STAGE: 'cloud',
          // Only a name: no function fetches it (the public key is given, functions/src/lib/tokens.ts).
          JWT_ISSUER: jwtIssuer,
          JWT_AUDIENCE: 'dosyt-admin',
          ACCESS_TOKEN_MINUTES: '15',
          REFRESH_TOKEN_DAYS: '7',
        },
      });
      this.functions.set(domain, fn);
    }
  }
}
