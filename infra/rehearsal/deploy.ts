import { randomBytes, randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, UpdateTimeToLiveCommand, type CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { localClient } from '../local/dynamodb-local';
import type { TableInfo } from './aws-proxy';
import type { CustomResources } from './custom-resources';
import { startFunction, type FunctionSpec, type RunningFunction } from './function-host';
import type { LogStore } from './log-store';
import type { Iam, PolicyDocument } from './iam';
import { ACCOUNT, physicalFor, Resolver, UnresolvedError, type DeployedStack } from './resolve';
import { generateSecretString, type StackState, type StateStore } from './state';
import { assetDir, referencedId, resourcesOfType, type Assembly, type Resource, type StackArtifact } from './template';

/**
 * "CloudFormation" for the rehearsal: deploys the assembly's stacks in order
 * onto local stand-ins. Each resource gets a physical id; the table is created
 * from its template; secrets get their values as CloudFormation makes them;
 * SSM parameters are written; each Lambda function is started from its asset
 * with its resolved environment and its role's policies given to IAM; custom
 * resources are run through their provider functions.
 */

export interface StageOptions {
  assembly: Assembly;
  state: StateStore;
  iam: Iam;
  dynamoEndpoint: string;
  /** host[:port] CloudFront's domain name stands for. */
  frontHost: string;
  logDir: string;
  /** CloudWatch Logs: where the functions' output lines go (log-store.ts). */
  logs: LogStore;
  /** Lambda's variables for one function (region, credentials, endpoints); called once per start. */
  lambdaEnvironment: (spec: Omit<FunctionSpec, 'lambdaEnvironment'>, accessKeyId: string, sessionToken: string) => Record<string, string>;
  customResources: CustomResources;
  log: (line: string) => void;
}

export interface FunctionRecord {
  stack: string;
  running?: RunningFunction;
  /** Why it was not started (no asset, another runtime). */
  notStarted?: string;
  sessionToken: string;
  hasExtension: boolean;
  roleId?: string;
}

export interface Problem {
  stack: string;
  what: string;
}

export class Stage {
  readonly resolver: Resolver;
  readonly deployed = new Map<string, DeployedStack>();
  readonly states = new Map<string, StackState>();
  readonly functions = new Map<string, FunctionRecord>();
  /** Functions of destroyed stacks, for the report. */
  readonly retired: Array<[string, FunctionRecord]> = [];
  readonly parameters = new Map<string, string>();
  readonly problems: Problem[] = [];
  readonly tables: TableInfo[] = [];

  constructor(readonly options: StageOptions) {
    this.resolver = new Resolver({
      secret: (id) => this.findSecret(id)?.value,
      parameter: (name) => this.parameters.get(name),
    });
  }

  // ------------------------------------------------------------ secrets

  findSecret(secretId: string): { arn: string; name: string; value: string; stack: string; logicalId: string } | undefined {
    for (const [stack, state] of this.states) {
      for (const [logicalId, s] of Object.entries(state.secrets)) {
        const name = s.arn.split(':secret:')[1]?.replace(/-[A-Za-z0-9]{6}$/, '') ?? '';
        if (s.arn === secretId || name === secretId || s.arn.startsWith(`${secretId}-`)) return { ...s, name, stack, logicalId };
      }
    }
    return undefined;
  }

  putSecret(secretId: string, value: string): boolean {
    const found = this.findSecret(secretId);
    if (!found) return false;
    this.states.get(found.stack)!.secrets[found.logicalId].value = value;
    this.options.state.save(found.stack, this.states.get(found.stack)!);
    return true;
  }

  // ------------------------------------------------------------ deploy

  async deploy(artifact: StackArtifact): Promise<void> {
    const { state: store, log } = this.options;
    const state = store.load(artifact.name);
    this.states.set(artifact.name, state);
    const stack: DeployedStack = { name: artifact.name, region: artifact.region, physical: state.physical, outputs: {} };
    this.deployed.set(artifact.name, stack);
    this.resolver.stacks.set(artifact.name, stack);
    const resources = Object.entries(artifact.template.Resources);

    for (const [id, resource] of resources) {
      if (resource.Type.startsWith('Custom::') || resource.Type === 'AWS::CloudFormation::CustomResource') continue;
      state.physical[id] ??= physicalFor(artifact, id, resource, this.options.frontHost);
    }

    for (const [id, resource] of resourcesOfType(artifact, 'AWS::DynamoDB::Table')) await this.createTable(stack, id, resource);

    for (const [id, resource] of resourcesOfType(artifact, 'AWS::SecretsManager::Secret')) {
      if (state.secrets[id]) continue;
      const props = resource.Properties ?? {};
      const value = props.GenerateSecretString
        ? generateSecretString(this.resolver.resolve(stack, props.GenerateSecretString) as Record<string, unknown>)
        : this.resolver.str(stack, props.SecretString ?? '');
      state.secrets[id] = { arn: state.physical[id].ref, value };
    }
    store.save(artifact.name, state);

    // Functions and custom resources, each as soon as what it refers to exists (a custom
    // resource's answer feeds other functions' environments; its provider must run first).
    const functions = resourcesOfType(artifact, 'AWS::Lambda::Function');
    const customs = resources.filter(([, r]) => r.Type.startsWith('Custom::') || r.Type === 'AWS::CloudFormation::CustomResource');
    const pendingFunctions = new Map(functions);
    const pendingCustoms = new Map(customs);
    for (let progress = true; progress && (pendingFunctions.size > 0 || pendingCustoms.size > 0);) {
      progress = false;
      for (const [id, resource] of pendingFunctions) {
        const env = this.tryResolve(stack, resource.Properties?.Environment);
        if (env === undefined) continue;
        pendingFunctions.delete(id);
        progress = true;
        await this.startFunction(artifact, stack, id, resource);
      }
      for (const [id, resource] of pendingCustoms) {
        const props = this.tryResolve(stack, resource.Properties);
        const provider = referencedId(resource.Properties?.ServiceToken);
        if (props === undefined || (provider && pendingFunctions.has(provider))) continue;
        pendingCustoms.delete(id);
        progress = true;
        await this.runCustomResource(artifact, stack, state, id, resource, props as Record<string, unknown>);
      }
    }
    for (const [id] of [...pendingFunctions, ...pendingCustoms]) {
      this.problems.push({ stack: artifact.name, what: `${id} could not be deployed: ${this.unresolvedReason(stack, artifact.template.Resources[id])}` });
    }
    store.save(artifact.name, state);

    for (const [id, resource] of resourcesOfType(artifact, 'AWS::SSM::Parameter')) {
      const props = this.tryResolve(stack, resource.Properties) as { Name?: string; Value?: string } | undefined;
      if (!props?.Value) {
        this.problems.push({ stack: artifact.name, what: `parameter ${id} could not be resolved` });
        continue;
      }
      this.parameters.set(props.Name ?? state.physical[id].ref, props.Value);
    }

    for (const [name, output] of Object.entries(artifact.template.Outputs ?? {})) {
      const value = this.tryResolve(stack, output.Value);
      if (value === undefined) {
        this.problems.push({ stack: artifact.name, what: `output ${name} could not be resolved: ${this.unresolvedReason(stack, output.Value)}` });
        continue;
      }
      stack.outputs[name] = String(value);
      if (output.Export) this.resolver.exports.set(this.resolver.str(stack, output.Export.Name), String(value));
    }
    log(`deployed ${artifact.name}: ${resources.length} resources`);
  }

  /** Stops the stack's functions and forgets what it made; its state file goes too (a stack destroy). */
  async destroy(artifact: StackArtifact): Promise<void> {
    const stack = this.deployed.get(artifact.name);
    const state = this.states.get(artifact.name);
    if (stack && state) {
      for (const [id, resource] of Object.entries(artifact.template.Resources)) {
        if (!(resource.Type.startsWith('Custom::') || resource.Type === 'AWS::CloudFormation::CustomResource')) continue;
        const custom = state.custom[id];
        const provider = referencedId(resource.Properties?.ServiceToken);
        const running = provider ? this.functions.get(provider)?.running : undefined;
        if (custom && running) {
          await this.options.customResources.run(running, {
            RequestType: 'Delete',
            stack,
            logicalId: id,
            resourceType: resource.Type,
            physicalResourceId: custom.physicalResourceId,
            properties: custom.properties,
          });
        }
      }
    }
    for (const [id, record] of this.functions) {
      if (record.stack !== artifact.name) continue;
      await record.running?.stop();
      this.retired.push([id, record]);
      this.options.iam.removePrincipal(id);
      this.functions.delete(id);
    }
    for (const [id, resource] of resourcesOfType(artifact, 'AWS::SSM::Parameter')) {
      const name = (resource.Properties?.Name as string | undefined) ?? stack?.physical[id]?.ref;
      if (name) this.parameters.delete(name);
    }
    if (stack)
      for (const name of Object.keys(artifact.template.Outputs ?? {})) {
        const exportName = artifact.template.Outputs?.[name].Export?.Name;
        if (exportName) this.resolver.exports.delete(this.resolver.str(stack, exportName));
      }
    this.deployed.delete(artifact.name);
    this.resolver.stacks.delete(artifact.name);
    this.states.delete(artifact.name);
    this.options.state.destroy(artifact.name);
  }

  private tryResolve(stack: DeployedStack, value: unknown): unknown {
    try {
      return this.resolver.resolve(stack, value);
    } catch (error) {
      if (error instanceof UnresolvedError) return undefined;
      throw error;
    }
  }

  private unresolvedReason(stack: DeployedStack, value: unknown): string {
    try {
      this.resolver.resolve(stack, value);
      return 'its provider could not be started';
    } catch (error) {
      return (error as Error).message;
    }
  }

  private async createTable(stack: DeployedStack, id: string, resource: Resource): Promise<void> {
    const props = this.resolver.resolve(stack, resource.Properties ?? {}) as Record<string, unknown> & {
      KeySchema: Array<{ AttributeName: string; KeyType: string }>;
      GlobalSecondaryIndexes?: Array<{ IndexName: string; KeySchema: Array<{ AttributeName: string; KeyType: string }> }>;
      StreamSpecification?: { StreamViewType: string };
      TimeToLiveSpecification?: { AttributeName: string; Enabled: boolean };
    };
    const name = stack.physical[id].ref;
    const client = localClient(this.options.dynamoEndpoint);
    try {
      let description = await client
        .send(new DescribeTableCommand({ TableName: name }))
        .then((r) => r.Table)
        .catch(() => undefined);
      if (!description) {
        const input: CreateTableCommandInput = {
          TableName: name,
          AttributeDefinitions: props.AttributeDefinitions as CreateTableCommandInput['AttributeDefinitions'],
          KeySchema: props.KeySchema as CreateTableCommandInput['KeySchema'],
          BillingMode: (props.BillingMode as CreateTableCommandInput['BillingMode']) ?? 'PROVISIONED',
          ...(props.ProvisionedThroughput ? { ProvisionedThroughput: props.ProvisionedThroughput as CreateTableCommandInput['ProvisionedThroughput'] } : {}),
          ...(props.GlobalSecondaryIndexes
            ? { GlobalSecondaryIndexes: props.GlobalSecondaryIndexes as CreateTableCommandInput['GlobalSecondaryIndexes'] }
            : {}),
          ...(props.LocalSecondaryIndexes ? { LocalSecondaryIndexes: props.LocalSecondaryIndexes as CreateTableCommandInput['LocalSecondaryIndexes'] } : {}),
          ...(props.StreamSpecification
            ? { StreamSpecification: { StreamEnabled: true, StreamViewType: props.StreamSpecification.StreamViewType as 'NEW_AND_OLD_IMAGES' } }
            : {}),
        };
        description = (await client.send(new CreateTableCommand(input))).TableDescription;
        if (props.TimeToLiveSpecification?.Enabled) {
          await client.send(new UpdateTimeToLiveCommand({ TableName: name, TimeToLiveSpecification: props.TimeToLiveSpecification }));
        }
        this.options.log(`created table ${name} from ${stack.name}/${id}`);
      }
      const arn = `arn:aws:dynamodb:${stack.region}:${ACCOUNT}:table/${name}`;
      // DynamoDB Local names its region 'ddblocal': the stage sees its own region (the event sources map it back).
      const streamArn = description?.LatestStreamArn?.replace(/^arn:aws:dynamodb:[^:]+:/, `arn:aws:dynamodb:${stack.region}:`);
      stack.physical[id].attrs = { Arn: arn, ...(streamArn ? { StreamArn: streamArn } : {}) };
      const partitionKey = (ks: Array<{ AttributeName: string; KeyType: string }>) => ks.find((k) => k.KeyType === 'HASH')!.AttributeName;
      this.tables.push({
        name,
        arn,
        partitionKey: partitionKey(props.KeySchema),
        indexes: Object.fromEntries((props.GlobalSecondaryIndexes ?? []).map((g) => [g.IndexName, partitionKey(g.KeySchema)])),
      });
    } finally {
      client.destroy();
    }
  }

  private rolePolicies(
    artifact: StackArtifact,
    stack: DeployedStack,
    roleId: string,
  ): { policies: Array<{ name: string; policy: PolicyDocument }>; managed: string[] } {
    const policies: Array<{ name: string; policy: PolicyDocument }> = [];
    const role = artifact.template.Resources[roleId];
    for (const inline of (role?.Properties?.Policies as Array<{ PolicyName: string; PolicyDocument: unknown }> | undefined) ?? []) {
      policies.push({ name: inline.PolicyName, policy: this.resolver.resolve(stack, inline.PolicyDocument) as PolicyDocument });
    }
    for (const [id, policy] of resourcesOfType(artifact, 'AWS::IAM::Policy')) {
      const roles = (policy.Properties?.Roles as unknown[] | undefined) ?? [];
      if (!roles.some((r) => referencedId(r) === roleId)) continue;
      policies.push({ name: id, policy: this.resolver.resolve(stack, policy.Properties?.PolicyDocument) as PolicyDocument });
    }
    const managed = ((role?.Properties?.ManagedPolicyArns as unknown[] | undefined) ?? []).map((m) => this.resolver.str(stack, m));
    return { policies, managed };
  }

  private async startFunction(artifact: StackArtifact, stack: DeployedStack, id: string, resource: Resource): Promise<void> {
    const props = resource.Properties ?? {};
    const sessionToken = `rehearsal-${id}-${randomBytes(12).toString('hex')}`;
    const layers = this.resolver.resolve(stack, props.Layers ?? []) as string[];
    const record: FunctionRecord = {
      stack: artifact.name,
      sessionToken,
      hasExtension: layers.some((l) => /Parameters-and-Secrets-Lambda-Extension/.test(l)),
    };
    this.functions.set(id, record);
    const roleId = referencedId(props.Role);
    record.roleId = roleId;
    if (roleId) {
      const { policies, managed } = this.rolePolicies(artifact, stack, roleId);
      this.options.iam.addPrincipal({ id, roleArn: this.resolver.str(stack, props.Role), policies, managedPolicyArns: managed });
    }
    const runtime = String(props.Runtime ?? '');
    const dir = assetDir(this.options.assembly, resource);
    if (!runtime.startsWith('nodejs')) {
      record.notStarted = `runtime ${runtime || '(none)'} is not run by the rehearsal`;
      return;
    }
    if (!dir) {
      record.notStarted = 'no bundled asset folder in the assembly (inline code?)';
      return;
    }
    const environment = Object.fromEntries(
      Object.entries(this.resolver.resolve(stack, (props.Environment as { Variables?: object } | undefined)?.Variables ?? {}) as Record<string, unknown>).map(
        ([k, v]) => [k, String(v)],
      ),
    );
    const name = stack.physical[id].ref;
    const logGroupId = referencedId((props.LoggingConfig as { LogGroup?: unknown } | undefined)?.LogGroup);
    const spec: Omit<FunctionSpec, 'lambdaEnvironment'> = {
      logicalId: id,
      name,
      assetDir: dir,
      handler: String(props.Handler ?? 'index.handler'),
      runtime,
      timeoutSeconds: Number(props.Timeout ?? 3),
      memorySize: Number(props.MemorySize ?? 128),
      environment,
      logGroup: logGroupId ? (stack.physical[logGroupId]?.ref ?? `/aws/lambda/${name}`) : `/aws/lambda/${name}`,
    };
    const lambdaEnvironment = this.options.lambdaEnvironment(spec, id, sessionToken);
    try {
      record.running = await startFunction({ ...spec, lambdaEnvironment }, this.options.logDir, this.options.logs);
    } catch (error) {
      record.notStarted = (error as Error).message;
      this.problems.push({ stack: artifact.name, what: `${id} did not start: ${(error as Error).message}` });
    }
  }

  private async runCustomResource(
    artifact: StackArtifact,
    stack: DeployedStack,
    state: StackState,
    id: string,
    resource: Resource,
    properties: Record<string, unknown>,
  ): Promise<void> {
    const provider = referencedId(resource.Properties?.ServiceToken);
    const record = provider ? this.functions.get(provider) : undefined;
    const previous = state.custom[id];
    const same = previous && JSON.stringify(previous.properties) === JSON.stringify(properties);
    if (same) {
      stack.physical[id] = { ref: previous.physicalResourceId, attrs: previous.data };
      return;
    }
    if (!record?.running) {
      this.options.customResources.skipped.push({
        stack: artifact.name,
        logicalId: id,
        type: resource.Type,
        reason: record?.notStarted ?? `no provider function ${provider}`,
      });
      stack.physical[id] = { ref: `${id}-not-run`, attrs: {} };
      return;
    }
    const answer = await this.options.customResources.run(record.running, {
      RequestType: previous ? 'Update' : 'Create',
      stack,
      logicalId: id,
      resourceType: resource.Type,
      physicalResourceId: previous?.physicalResourceId,
      properties,
      oldProperties: previous?.properties,
    });
    if (answer.Status !== 'SUCCESS') {
      this.problems.push({ stack: artifact.name, what: `custom resource ${id} (${resource.Type}) FAILED: ${answer.Reason ?? 'no reason'}` });
      return;
    }
    const data = Object.fromEntries(Object.entries(answer.Data ?? {}).map(([k, v]) => [k, String(v)]));
    const physicalResourceId = answer.PhysicalResourceId ?? randomUUID();
    state.custom[id] = { physicalResourceId, properties, data };
    stack.physical[id] = { ref: physicalResourceId, attrs: data };
  }
}
