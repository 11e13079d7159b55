import { type App, CrossStackReferences, ReferenceStrength, Tags } from 'aws-cdk-lib';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { WEB_DIST } from './config/paths';
import type { StageConfig } from './config/stages';
import { ApiStack, REST_STAGE_NAME, SOCKET_STAGE_NAME } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { WafStack } from './stacks/waf-stack';
import { WebStack } from './stacks/web-stack';

export interface DefineAppOptions {
  stageName: string;
  config: StageConfig;
  /** Bundle the functions (false: inline stubs, for unit tests). @default true */
  bundle?: boolean;
  /** Change it to make a new signing key pair on the next deploy (`--context signingKeyGeneration=N`). @default '1' */
  signingKeyGeneration?: string;
  /** @default functions/src */
  functionsSrc?: string;
  /** @default web/dist */
  webDist?: string;
}

export interface DosytStacks {
  data: DataStack;
  api: ApiStack;
  waf: WafStack;
  web: WebStack;
}

/**
 * The four stacks of one stage: data (stateful), api and web (stateless) in the
 * stage's home region, and the CloudFront web ACL in us-east-1.
 */
export function defineApp(app: App, options: DefineAppOptions): DosytStacks {
  const { stageName, config } = options;
  const prefix = `dosyt-${stageName}`;
  const env = { account: config.account, region: config.region };
  // No address is pasted in: the stage's domain, or CloudFront's, published by the web stack.
  const siteUrlParameterName = `/dosyt/${stageName}/site-url`;
  const site = config.domainName ? { url: `https://${config.domainName}` } : { parameterName: siteUrlParameterName };

  // Stateless stacks read each other's outputs with Fn::GetStackOutput: no export
  // locks (a stack can be refactored without the "deadly embrace"), and the web ACL
  // ARN crosses from us-east-1 without custom resources. The table alone goes
  // through named exports (see importTable): there the lock is wanted.
  CrossStackReferences.of(app).consume(ReferenceStrength.WEAK);
  Tags.of(app).add('project', 'dosyt');
  Tags.of(app).add('stage', stageName);

  const data = new DataStack(app, `${prefix}-data`, {
    env,
    description: `Dosyt ${stageName}: the table, the media bucket and the reference data (stateful)`,
    logRetention: config.logRetentionDays as logs.RetentionDays,
    bundle: options.bundle,
  });
  const api = new ApiStack(app, `${prefix}-api`, {
    env,
    description: `Dosyt ${stageName}: functions, REST and WebSocket APIs, alarms`,
    stageName,
    config,
    tableExports: data.tableExports,
    mediaBucketExports: data.mediaBucketExports,
    dataSecretExports: data.secrets.exports,
    site,
    signingKeyGeneration: options.signingKeyGeneration,
    bundle: options.bundle,
    functionsSrc: options.functionsSrc,
    webDist: options.webDist ?? WEB_DIST,
  });
  // The table reaches the API through named exports, not a token: say the order.
  api.addStackDependency(data);
  const waf = new WafStack(app, `${prefix}-waf`, {
    env: { account: config.account, region: 'us-east-1' },
    description: `Dosyt ${stageName}: CloudFront web ACL (must live in us-east-1)`,
    crossRegionReferences: true,
    alarmEmail: config.alarmEmail,
  });
  const web = new WebStack(app, `${prefix}-web`, {
    env,
    description: `Dosyt ${stageName}: site bucket and CloudFront`,
    crossRegionReferences: true,
    config,
    restApiId: api.restApi.api.restApiId,
    restStageName: REST_STAGE_NAME,
    socketApiId: api.socketApi.api.apiId,
    socketStageName: SOCKET_STAGE_NAME,
    webAclArn: waf.webAclArn,
    edgeKeySecretArn: api.edgeKey.secret.secretArn,
    siteUrlParameterName,
    mediaBucketExports: data.mediaBucketExports,
    webDist: options.webDist ?? WEB_DIST,
  });
  // The media bucket reaches the site through a named export too.
  web.addStackDependency(data);
  return { data, api, waf, web };
}
