import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { BUNDLE_ALIASES, BUNDLE_EXTERNALS, ESM_REQUIRE_BANNER, MAIN_FIELDS, NODE_TARGET } from '../config/bundling';
import { LOCK_FILE, REPO_ROOT } from '../config/paths';

/** What a function may do with the table. No Scan: request paths use keys and indexes only. */
export type TableAccess = 'read' | 'read-write';

export const TABLE_ACTIONS: Record<TableAccess, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  // Transactions need the permissions of the writes they contain, nothing more.
  'read-write': [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

export interface AppFunctionProps {
  /** The handler module (functions/src/<domain>/handler.ts) exporting `handler`. */
  entry: string;
  description?: string;
  logRetention: logs.RetentionDays;
  /** @default 512 */
  memorySize?: number;
  /** @default 10 seconds */
  timeout?: Duration;
  environment?: Record<string, string>;
  /** Concurrency set aside for this function alone: at once its floor and its ceiling. @default none (the account's pool) */
  reservedConcurrentExecutions?: number;
  /** The Parameters and Secrets Lambda Extension, for a function that reads a secret without an SDK client. */
  paramsAndSecrets?: lambda.ParamsAndSecretsLayerVersion;
  /** Shell commands run after esbuild, to put files beside the bundle (`outputDir`, the asset's folder). */
  afterBundling?: (outputDir: string) => string[];
  /**
   * Bundle the entry with esbuild. Unit tests pass `false` to get an inline stub
   * instead, so a synth takes seconds; `npm run synth` and deploys always bundle.
   * @default true
   */
  bundle?: boolean;
}

/** Inline code used when bundling is switched off (tests only). */
const UNBUNDLED_STUB = "exports.handler = async () => { throw new Error('not bundled: unit-test synth'); };";

/**
 * A domain Lambda with the house defaults: arm64, Node.js 22, one esbuild-minified
 * ESM bundle with source maps and the AWS SDK v3 clients inside it, X-Ray tracing,
 * its own log group with a retention period, and a role that starts with nothing
 * but writing to that log group. Permissions are added by the `bind*` methods
 * together with the environment variable that goes with them.
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    // Role and log group are created first so the role never gets the managed
    // AWSLambdaBasicExecutionRole (logs:* on every log group).
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, { retention: props.logRetention });
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of the ${id} function`,
    });
    logGroup.grantWrite(role);

    const bundle = props.bundle ?? true;
    super(scope, id, {
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: lambda.Tracing.ACTIVE,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      role,
      logGroup,
      paramsAndSecrets: props.paramsAndSecrets,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      ...(bundle
        ? {
            entry: props.entry,
            handler: 'handler',
            depsLockFilePath: LOCK_FILE,
            projectRoot: REPO_ROOT,
            bundling: {
              forceDockerBundling: false,
              format: OutputFormat.ESM,
              target: NODE_TARGET,
              minify: true,
              sourceMap: true,
              sourcesContent: false,
              // Ukrainian text as UTF-8, not \uXXXX escapes: a third of the size. (The
              // `charset` option is not passed on to esbuild by aws-cdk-lib 2.276.)
              esbuildArgs: {
                '--charset': 'utf8',
                '--alias': Object.entries(BUNDLE_ALIASES).map(([name, path]) => `${name}=${path}`),
              },
              mainFields: MAIN_FIELDS,
              banner: ESM_REQUIRE_BANNER,
              // Bundle the SDK v3 clients instead of using the runtime's copy: pinned
              // versions and a faster cold start. Only code no function runs stays out.
              externalModules: [...BUNDLE_EXTERNALS],
              logLevel: LogLevel.WARNING,
              ...(props.afterBundling
                ? {
                    commandHooks: {
                      beforeBundling: () => [],
                      beforeInstall: () => [],
                      afterBundling: (_inputDir: string, outputDir: string) => props.afterBundling!(outputDir),
                    },
                  }
                : {}),
            },
          }
        : { code: lambda.Code.fromInline(UNBUNDLED_STUB), handler: 'index.handler' }),
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 on purpose: the bundles target node22 and the code is built and tested on the Node 20/22 line ' +
        '(TOOLCHAIN.md pins middy 6 and vitest 4, which predate Node 24); nodejs22.x is supported by Lambda until 2027.',
    });
  }

  /**
   * Grants the table actions for `access` on the table and its indexes, and sets
   * TABLE_NAME. With `partitions`, only on items whose partition key (the table's,
   * or the queried index's) is one of them: dynamodb:LeadingKeys.
   */
  bindTable(table: ITable, access: TableAccess, partitions?: readonly string[], actions?: readonly string[]): void {
    // An explicit statement: a table imported by ARN does not know it has indexes,
    // so `table.grant()` would leave them out and every Query on a GSI would be denied.
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [...(actions ?? TABLE_ACTIONS[access])],
        resources: [table.tableArn, `${table.tableArn}/index/*`],
        // ForAllValues: every key the request names must match (a batch or a transaction included).
        ...(partitions ? { conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...partitions] } } } : {}),
      }),
    );
    this.addEnvironment('TABLE_NAME', table.tableName);
  }

  /**
   * Lets the function read, of the user items (`partitions`), only `attributes`:
   * GetItem with a projection, nothing else (the session check of every signed-in call).
   */
  bindAttributeRead(table: ITable, partitions: readonly string[], attributes: readonly string[]): void {
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...partitions] },
          // The key attributes are named too: the projection names pk, and the request's key has pk and sk.
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...new Set(['pk', 'sk', ...attributes])] },
          StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
        },
      }),
    );
    this.addEnvironment('TABLE_NAME', table.tableName);
  }

  /**
   * Lets the function call `actions` on the items of `partitions` (the table's keys, no
   * index), naming only `attributes` (dynamodb:Attributes, keys included); an update may
   * not return the whole item.
   */
  bindAttributeAccess(table: ITable, partitions: readonly string[], actions: readonly string[], attributes: readonly string[]): void {
    this.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [...actions],
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...partitions] },
          'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...attributes] },
          StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES', 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
        },
      }),
    );
  }

  /**
   * Lets the function add objects under `prefix` of the media bucket, nothing else
   * (no read, no delete, no other prefix), and sets MEDIA_BUCKET.
   */
  bindMediaUploads(bucket: s3.IBucket, prefix: string): void {
    this.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [bucket.arnForObjects(`${prefix}*`)] }));
    this.addEnvironment('MEDIA_BUCKET', bucket.bucketName);
  }
}
