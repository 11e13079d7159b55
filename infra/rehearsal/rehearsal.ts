import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startDynamoDbLocal, type DynamoDbLocal } from '../local/dynamodb-local';
import { startLocalMail, type LocalMail } from '../local/mail-server';
import { startAwsProxy, type AwsProxy } from './aws-proxy';
import { LogStore } from './log-store';
import { CustomResources } from './custom-resources';
import { Stage } from './deploy';
import { StreamMappingRunner, rateMs, startSchedules, type ScheduleRule, type ScheduleRun } from './event-sources';
import { startExtension, type ExtensionStandIn } from './extension';
import { buildDistribution, startFront, type Front, type FrontTargets } from './front';
import type { InvokeResult } from './function-host';
import { Iam } from './iam';
import { buildRestApi, type GatewayRefusal } from './rest-api';
import { buildSocketApi, SocketApi } from './socket-api';
import { StateStore } from './state';
import { referencedId, resourcesOfType, type Assembly, type StackArtifact } from './template';

/**
 * The stage on this machine: DynamoDB Local and the local SES as the data
 * services, the AWS proxy with IAM, the secrets extension, the custom
 * resources' response endpoint and CloudFront's origin; then the assembly
 * deployed onto them, its event sources and schedules running.
 */

export interface RehearsalOptions {
  assembly: Assembly;
  workDir: string;
  port: number;
  dynamoPort: number;
  mailPort: number;
  webDist: string;
  /**
   * Deploy over the last rehearsal's stage (its table in .rehearsal/dynamodb, its stacks'
   * state) as a deploy over a live stage: custom resources whose properties changed get
   * an Update. Otherwise each run is a first deploy onto nothing.
   */
  update?: boolean;
  /** Port of the secrets extension stand-in; Lambda's default is 2773. */
  extensionPort?: number;
  log: (line: string) => void;
}

export interface Rehearsal {
  stage: Stage;
  iam: Iam;
  front: Front;
  dynamo: DynamoDbLocal;
  mail: LocalMail;
  proxy: AwsProxy;
  extension: ExtensionStandIn;
  customResources: CustomResources;
  mappings: StreamMappingRunner[];
  scheduleRuns: ScheduleRun[];
  /** What API Gateway answered itself (unknown routes, missing key, failed integration), over every deployment. */
  gatewayRefusals: GatewayRefusal[];
  /** Notes on where the rehearsal departs from the template (ports it could not take). */
  notes: string[];
  invoke(functionId: string, event: unknown): Promise<InvokeResult>;
  deployAll(): Promise<void>;
  /** `npm run destroy` of the stacks but the data stack, as far as the rehearsal is concerned. */
  destroyStateless(): Promise<void>;
  drainStreams(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRehearsal(options: RehearsalOptions): Promise<Rehearsal> {
  const { assembly, workDir, log } = options;
  const stops: Array<() => Promise<unknown>> = [];
  const notes: string[] = [];
  const iam = new Iam();
  if (!options.update) {
    for (const dir of ['stacks', 's3', 'dynamodb']) rmSync(join(workDir, dir), { recursive: true, force: true });
  }
  rmSync(join(workDir, 'logs'), { recursive: true, force: true });
  mkdirSync(join(workDir, 's3'), { recursive: true });
  const region = assembly.stacks[0]?.region ?? 'eu-central-1';

  const dynamo = await startDynamoDbLocal({ port: options.dynamoPort, ...(options.update ? { dataDir: join(workDir, 'dynamodb') } : {}) });
  stops.push(() => dynamo.stop());
  const mail = await startLocalMail(options.mailPort);
  stops.push(() => mail.close());

  const lambdaHome = join(workDir, 'lambda-home');
  mkdirSync(lambdaHome, { recursive: true });
  const customResources = new CustomResources();
  await customResources.start();
  stops.push(() => customResources.close());

  // Assigned once below; the stand-ins started before it reach it only when called.
  // eslint-disable-next-line prefer-const
  let stage: Stage;
  let sockets: SocketApi | undefined;
  const invoke = async (functionId: string, event: unknown): Promise<InvokeResult> => {
    const running = stage.functions.get(functionId)?.running;
    if (!running) return { ok: false, error: { name: 'ResourceNotFoundException', message: `Function not found: ${functionId}` } };
    return running.invoke(event);
  };

  const logs = new LogStore();
  const proxy = await startAwsProxy({
    logs,
    iam,
    region,
    dynamoEndpoint: dynamo.endpoint,
    mailEndpoint: mail.endpoint,
    s3Dir: join(workDir, 's3'),
    tables: () => stage.tables,
    sockets: { manage: (apiId, method, id, body) => (sockets ? sockets.manage(apiId, method, id, body) : Promise.resolve({ status: 410 })) },
    secrets: { find: (id) => stage.findSecret(id), put: (id, value) => stage.putSecret(id, value) },
    parameter: (name) => stage.parameters.get(name),
  });
  stops.push(() => proxy.close());

  const wantedPort = options.extensionPort ?? 2773;
  let extension: ExtensionStandIn;
  try {
    extension = await startExtension({
      iam,
      region,
      port: wantedPort,
      callerByToken: (token) => {
        for (const [id, f] of stage.functions) if (f.sessionToken === token) return { id, hasExtension: f.hasExtension };
        return undefined;
      },
      secret: (id) => stage.findSecret(id),
      parameter: (name) => stage.parameters.get(name),
    });
  } catch {
    extension = await startExtension({
      iam,
      region,
      port: 0,
      callerByToken: (token) => {
        for (const [id, f] of stage.functions) if (f.sessionToken === token) return { id, hasExtension: f.hasExtension };
        return undefined;
      },
      secret: (id) => stage.findSecret(id),
      parameter: (name) => stage.parameters.get(name),
    });
    notes.push(
      `port ${wantedPort} was taken: the extension stand-in listens on ${extension.port}, given to the layer's functions as PARAMETERS_SECRETS_EXTENSION_HTTP_PORT`,
    );
  }
  stops.push(() => extension.close());

  const front = await startFront({ port: options.port, tlsDir: join(workDir, 'tls') });
  stops.push(() => front.close());

  const endpoints = {
    AWS_ENDPOINT_URL_DYNAMODB: proxy.endpoint,
    AWS_ENDPOINT_URL_SES: proxy.endpoint,
    AWS_ENDPOINT_URL_SESV2: proxy.endpoint,
    AWS_ENDPOINT_URL_S3: proxy.endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: proxy.endpoint,
    AWS_ENDPOINT_URL_SSM: proxy.endpoint,
    AWS_ENDPOINT_URL_CLOUDWATCH_LOGS: proxy.endpoint,
    AWS_ENDPOINT_URL_APIGATEWAYMANAGEMENTAPI: proxy.endpoint,
  };

  stage = new Stage({
    assembly,
    state: new StateStore(join(workDir, 'stacks')),
    iam,
    dynamoEndpoint: dynamo.endpoint,
    frontHost: `localhost:${options.port}`,
    logDir: join(workDir, 'logs'),
    logs,
    customResources,
    log,
    lambdaEnvironment: (spec, accessKeyId, sessionToken) => ({
      AWS_REGION: region,
      AWS_DEFAULT_REGION: region,
      AWS_LAMBDA_FUNCTION_NAME: spec.name,
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(spec.memorySize),
      AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
      AWS_LAMBDA_LOG_GROUP_NAME: spec.logGroup,
      AWS_LAMBDA_LOG_STREAM_NAME: `rehearsal/[$LATEST]${sessionToken.slice(-12)}`,
      AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
      AWS_EXECUTION_ENV: `AWS_Lambda_${spec.runtime}`,
      AWS_ACCESS_KEY_ID: accessKeyId,
      AWS_SECRET_ACCESS_KEY: sessionToken.slice(-24),
      AWS_SESSION_TOKEN: sessionToken,
      AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR',
      AWS_XRAY_DAEMON_ADDRESS: '169.254.79.129:2000',
      LAMBDA_TASK_ROOT: spec.assetDir,
      LAMBDA_RUNTIME_DIR: '/var/runtime',
      _HANDLER: spec.handler,
      TZ: ':UTC',
      LANG: 'en_US.UTF-8',
      PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
      // lambda-local looks for ~/.aws files: an empty home, so the machine's own credentials are never read.
      HOME: lambdaHome,
      ...(extension.port !== 2773 && spec.environment.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT
        ? { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(extension.port) }
        : {}),
      ...endpoints,
      REHEARSAL_AWS_PROXY: proxy.endpoint,
      REHEARSAL_LAMBDA_PATH: spec.assetDir,
      REHEARSAL_TIMEOUT_MS: String(spec.timeoutSeconds * 1000),
    }),
  });
  stops.push(async () => {
    for (const f of stage.functions.values()) await f.running?.stop();
  });

  const mappings: StreamMappingRunner[] = [];
  const scheduleRuns: ScheduleRun[] = [];
  const gatewayRefusals: GatewayRefusal[] = [];
  let schedules: { stop(): void } | undefined;
  const deadLetterFile = join(workDir, 'dead-letters.jsonl');
  rmSync(deadLetterFile, { force: true });

  const functionIdByArn = (arn: string) => [...stage.deployed.values()].flatMap((s) => Object.entries(s.physical)).find(([, p]) => p.attrs.Arn === arn)?.[0];

  async function startEventSources(artifact: StackArtifact) {
    const stack = stage.deployed.get(artifact.name)!;
    for (const [id, r] of resourcesOfType(artifact, 'AWS::Lambda::EventSourceMapping')) {
      const p = stage.resolver.resolve(stack, r.Properties ?? {}) as Record<string, unknown>;
      const functionId = referencedId(r.Properties?.FunctionName) ?? String(p.FunctionName);
      const streamArn = String(p.EventSourceArn);
      if (!streamArn.includes(':dynamodb:')) {
        notes.push(`${id}: event source ${streamArn} is not a DynamoDB stream; not run`);
        continue;
      }
      const filters = ((p.FilterCriteria as { Filters?: Array<{ Pattern: string }> } | undefined)?.Filters ?? []).map(
        (f) => JSON.parse(f.Pattern) as Record<string, unknown>,
      );
      const runner = new StreamMappingRunner(
        {
          logicalId: id,
          functionId,
          streamArn,
          batchSize: Number(p.BatchSize ?? 100),
          filters,
          bisect: p.BisectBatchOnFunctionError === true || p.BisectBatchOnFunctionError === 'true',
          maxRetries: p.MaximumRetryAttempts === undefined ? 10_000 : Number(p.MaximumRetryAttempts),
          reportItemFailures: ((p.FunctionResponseTypes as string[] | undefined) ?? []).includes('ReportBatchItemFailures'),
          onFailure: (p.DestinationConfig as { OnFailure?: { Destination?: string } } | undefined)?.OnFailure?.Destination,
          startingPosition: p.StartingPosition === 'LATEST' ? 'LATEST' : 'TRIM_HORIZON',
        },
        { dynamoEndpoint: dynamo.endpoint, iam, deadLetterFile, invoke, region },
      );
      try {
        await runner.start();
        mappings.push(runner);
      } catch (error) {
        stage.problems.push({ stack: artifact.name, what: (error as Error).message });
      }
    }
    const rules: ScheduleRule[] = [];
    for (const [id, r] of resourcesOfType(artifact, 'AWS::Events::Rule')) {
      const p = stage.resolver.resolve(stack, r.Properties ?? {}) as {
        ScheduleExpression?: string;
        State?: string;
        Name?: string;
        Targets?: Array<{ Arn: string; Input?: string }>;
      };
      const everyMs = p.ScheduleExpression ? rateMs(p.ScheduleExpression) : undefined;
      if (!everyMs || p.State === 'DISABLED') {
        if (p.ScheduleExpression) notes.push(`${id}: schedule ${p.ScheduleExpression} (${p.State ?? 'ENABLED'}) is not run`);
        continue;
      }
      rules.push({
        logicalId: id,
        name: p.Name ?? id,
        arn: stack.physical[id].attrs.Arn,
        everyMs,
        targets: (p.Targets ?? []).flatMap((t) => {
          const fn = functionIdByArn(t.Arn);
          return fn ? [{ functionId: fn, input: t.Input }] : [];
        }),
      });
    }
    if (rules.length) schedules = startSchedules(rules, { region, invoke, runs: scheduleRuns, firstTickNow: true });
  }

  function wireFront() {
    const api = assembly.stacks.find((s) => resourcesOfType(s, 'AWS::ApiGateway::RestApi').length > 0);
    const web = assembly.stacks.find((s) => resourcesOfType(s, 'AWS::CloudFront::Distribution').length > 0);
    const apiStack = api ? stage.deployed.get(api.name) : undefined;
    const webStack = web ? stage.deployed.get(web.name) : undefined;
    if (!api || !web || !apiStack || !webStack) {
      front.setDistribution(undefined, undefined);
      return;
    }
    const [restId] = resourcesOfType(api, 'AWS::ApiGateway::RestApi')[0];
    const restStage = resourcesOfType(api, 'AWS::ApiGateway::Stage').find(([, s]) => referencedId(s.Properties?.RestApiId) === restId);
    const rest = { ...buildRestApi(api, apiStack, stage.resolver, restId, String(restStage?.[1].Properties?.StageName ?? 'prod')), refusals: gatewayRefusals };
    const socketEntry = resourcesOfType(api, 'AWS::ApiGatewayV2::Api').find(([, a]) => a.Properties?.ProtocolType === 'WEBSOCKET');
    if (socketEntry) {
      const model = buildSocketApi(api, apiStack, stage.resolver, socketEntry[0]);
      if (sockets) sockets.replace(model);
      else sockets = new SocketApi(model, invoke, region);
    }
    const siteBuckets = new Map<string, string>();
    for (const s of stage.deployed.values()) {
      for (const [id, p] of Object.entries(s.physical)) {
        const artifact = assembly.stacks.find((a) => a.name === s.name);
        if (artifact?.template.Resources[id]?.Type !== 'AWS::S3::Bucket') continue;
        // The web stack's bucket holds the built site (its deployment custom resources copy web/dist there).
        siteBuckets.set(p.ref, s.name === web.name ? options.webDist : join(workDir, 's3', p.ref));
      }
    }
    const targets: FrontTargets = {
      rest,
      sockets,
      invoke,
      bucketDir: (bucket) => siteBuckets.get(bucket),
      restApiId: () => rest.apiId,
      socketApiId: () => (socketEntry ? apiStack.physical[socketEntry[0]].ref : undefined),
    };
    front.setDistribution(buildDistribution(web, webStack, stage.resolver, targets), targets);
  }

  const rehearsal: Rehearsal = {
    stage,
    iam,
    front,
    dynamo,
    mail,
    proxy,
    extension,
    customResources,
    mappings,
    scheduleRuns,
    gatewayRefusals,
    notes,
    invoke,
    deployAll: async () => {
      for (const artifact of assembly.stacks) {
        if (stage.deployed.has(artifact.name)) continue;
        await stage.deploy(artifact);
        await startEventSources(artifact);
      }
      wireFront();
    },
    destroyStateless: async () => {
      schedules?.stop();
      for (const m of mappings.splice(0)) await m.stop();
      // In the reverse order of deployment; the data stack (the table and its secrets) stays.
      for (const artifact of [...assembly.stacks].reverse()) {
        if (artifact.name.endsWith('-data')) continue;
        await stage.destroy(artifact);
      }
      front.setDistribution(undefined, undefined);
      // The data stack's mappings and schedules (if any) start again with the next deploy.
      for (const artifact of assembly.stacks) if (stage.deployed.has(artifact.name)) await startEventSources(artifact);
    },
    drainStreams: async () => {
      await Promise.all(mappings.map((m) => m.drained()));
    },
    stop: async () => {
      schedules?.stop();
      for (const m of mappings) await m.stop();
      sockets?.close();
      // Each stand-in gets a few seconds; a hung one must not leave DynamoDB Local running behind.
      for (const stop of stops.reverse()) {
        await Promise.race([stop().catch(() => undefined), new Promise((ok) => setTimeout(ok, 5000).unref())]);
      }
      if (dynamo.process.exitCode === null && dynamo.process.signalCode === null) dynamo.process.kill('SIGKILL');
    },
  };
  return rehearsal;
}
