import { randomBytes } from 'node:crypto';
import type { Resource, StackArtifact } from './template';

/**
 * CloudFormation's intrinsic functions over local stand-ins: every resource gets
 * a physical id and attributes (names and ARNs in a local account), and Ref,
 * Fn::GetAtt, Fn::Join, Fn::Sub, Fn::Select, Fn::Split, Fn::ImportValue,
 * Fn::GetStackOutput and `{{resolve:secretsmanager:…}}` / `{{resolve:ssm:…}}`
 * dynamic references resolve against them, as a deploy would.
 */

export const ACCOUNT = '000000000000';

export interface Physical {
  ref: string;
  attrs: Record<string, string>;
}

export interface DeployedStack {
  name: string;
  region: string;
  physical: Record<string, Physical>;
  outputs: Record<string, string>;
}

export class UnresolvedError extends Error {
  constructor(
    message: string,
    readonly logicalId?: string,
  ) {
    super(message);
  }
}

export interface DynamicReferences {
  secret(idOrArn: string, region: string): string | undefined;
  parameter(name: string): string | undefined;
}

const shortId = (length = 10) => Array.from(randomBytes(length), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');

/** A stand-in physical id and attributes for a resource, shaped as AWS shapes them. */
export function physicalFor(stack: StackArtifact, logicalId: string, resource: Resource, frontHost: string): Physical {
  const region = stack.region;
  const props = resource.Properties ?? {};
  const given = (key: string) => (typeof props[key] === 'string' ? (props[key] as string) : undefined);
  const name = `${stack.name}-${logicalId}`.slice(0, 64);
  const arn = (service: string, rest: string, r = region) => `arn:aws:${service}:${r}:${ACCOUNT}:${rest}`;
  switch (resource.Type) {
    case 'AWS::DynamoDB::Table': {
      const table = given('TableName') ?? name;
      const tableArn = arn('dynamodb', `table/${table}`);
      return { ref: table, attrs: { Arn: tableArn, StreamArn: `${tableArn}/stream/pending` } };
    }
    case 'AWS::S3::Bucket': {
      const bucket = (given('BucketName') ?? `${name}-${shortId(6)}`).toLowerCase().slice(0, 63);
      return {
        ref: bucket,
        attrs: { Arn: `arn:aws:s3:::${bucket}`, RegionalDomainName: `${bucket}.s3.${region}.amazonaws.com`, DomainName: `${bucket}.s3.amazonaws.com` },
      };
    }
    case 'AWS::Lambda::Function': {
      const fn = given('FunctionName') ?? name;
      return { ref: fn, attrs: { Arn: arn('lambda', `function:${fn}`) } };
    }
    case 'AWS::IAM::Role': {
      const role = given('RoleName') ?? name;
      return { ref: role, attrs: { Arn: `arn:aws:iam::${ACCOUNT}:role/${role}`, RoleId: `AROA${shortId(16).toUpperCase()}` } };
    }
    case 'AWS::SecretsManager::Secret': {
      const secretName = given('Name') ?? `${logicalId}-${shortId(12)}`;
      const secretArn = arn('secretsmanager', `secret:${secretName}-${shortId(6)}`);
      return { ref: secretArn, attrs: { Id: secretArn } };
    }
    case 'AWS::ApiGateway::RestApi': {
      const id = shortId();
      return { ref: id, attrs: { RootResourceId: shortId(), RestApiId: id } };
    }
    case 'AWS::ApiGatewayV2::Api': {
      const id = shortId();
      return { ref: id, attrs: { ApiId: id, ApiEndpoint: `wss://${id}.execute-api.${region}.amazonaws.com` } };
    }
    case 'AWS::ApiGateway::Stage':
    case 'AWS::ApiGatewayV2::Stage':
      return { ref: given('StageName') ?? logicalId, attrs: {} };
    case 'AWS::ApiGateway::ApiKey':
      return { ref: shortId(), attrs: { APIKeyId: shortId() } };
    case 'AWS::Logs::LogGroup': {
      const group = given('LogGroupName') ?? `/aws/${name}`;
      return { ref: group, attrs: { Arn: arn('logs', `log-group:${group}:*`) } };
    }
    case 'AWS::SQS::Queue': {
      const queue = given('QueueName') ?? name.slice(0, 80);
      return { ref: `https://sqs.${region}.amazonaws.com/${ACCOUNT}/${queue}`, attrs: { Arn: arn('sqs', queue), QueueName: queue } };
    }
    case 'AWS::SNS::Topic': {
      const topic = given('TopicName') ?? name;
      return { ref: arn('sns', topic), attrs: { TopicArn: arn('sns', topic), TopicName: topic } };
    }
    case 'AWS::KMS::Key': {
      const id = `${shortId(8)}-rehearsal`;
      return { ref: id, attrs: { Arn: arn('kms', `key/${id}`), KeyId: id } };
    }
    case 'AWS::CloudFront::Distribution':
      return { ref: shortId(14).toUpperCase(), attrs: { DomainName: frontHost, Id: 'E' + shortId(13).toUpperCase() } };
    case 'AWS::CloudFront::Function':
      return { ref: name, attrs: { FunctionARN: `arn:aws:cloudfront::${ACCOUNT}:function/${name}` } };
    case 'AWS::WAFv2::WebACL':
      return { ref: name, attrs: { Arn: arn('wafv2', `global/webacl/${name}/${shortId(8)}`), Id: shortId(8) } };
    case 'AWS::SSM::Parameter':
      return { ref: given('Name') ?? name, attrs: {} };
    case 'AWS::Events::Rule':
      return { ref: given('Name') ?? name, attrs: { Arn: arn('events', `rule/${given('Name') ?? name}`) } };
    default:
      return { ref: name, attrs: { Arn: arn(resource.Type.split('::')[1]?.toLowerCase() ?? 'unknown', name) } };
  }
}

export class Resolver {
  /** Named exports of the deployed stacks (Fn::ImportValue). */
  readonly exports = new Map<string, string>();
  readonly stacks = new Map<string, DeployedStack>();

  constructor(private readonly dynamic: DynamicReferences) {}

  resolve(stack: DeployedStack, value: unknown): unknown {
    if (Array.isArray(value)) return value.map((v) => this.resolve(stack, v));
    if (typeof value === 'string') return this.dynamicReferences(stack, value);
    if (!value || typeof value !== 'object') return value;
    const v = value as Record<string, unknown>;
    const keys = Object.keys(v);
    if (keys.length === 1) {
      const [fn] = keys;
      const arg = v[fn];
      switch (fn) {
        case 'Ref':
          return this.ref(stack, arg as string);
        case 'Fn::GetAtt': {
          const [id, attr] = Array.isArray(arg) ? (arg as string[]) : String(arg).split(/\.(.+)/);
          return this.getAtt(stack, id, this.str(stack, attr));
        }
        case 'Fn::Join': {
          const [sep, parts] = arg as [string, unknown[]];
          const list = this.resolve(stack, parts) as unknown[];
          return this.dynamicReferences(stack, list.map(String).join(sep));
        }
        case 'Fn::Select': {
          const [index, list] = arg as [unknown, unknown];
          return (this.resolve(stack, list) as unknown[])[Number(this.resolve(stack, index))];
        }
        case 'Fn::Split': {
          const [sep, text] = arg as [string, unknown];
          return this.str(stack, text).split(sep);
        }
        case 'Fn::Sub': {
          const [template, vars] = typeof arg === 'string' ? [arg, {}] : (arg as [string, Record<string, unknown>]);
          const text = template.replace(/\$\{([^}!][^}]*)\}/g, (_, name: string) => {
            if (Object.hasOwn(vars, name)) return this.str(stack, vars[name]);
            const [id, attr] = name.split(/\.(.+)/);
            return attr ? this.getAtt(stack, id, attr) : this.ref(stack, id);
          });
          return this.dynamicReferences(stack, text.replace(/\$\{!/g, '${'));
        }
        case 'Fn::ImportValue': {
          const name = this.str(stack, arg);
          const exported = this.exports.get(name);
          if (exported === undefined) throw new UnresolvedError(`no export named ${name}`);
          return exported;
        }
        case 'Fn::GetStackOutput': {
          const { StackName, OutputName } = this.resolve(stack, arg) as { StackName: string; OutputName: string };
          const output = this.stacks.get(StackName)?.outputs[OutputName];
          if (output === undefined) throw new UnresolvedError(`stack ${StackName} has no output ${OutputName}`);
          return output;
        }
        case 'Fn::Base64':
          return Buffer.from(this.str(stack, arg)).toString('base64');
        default:
          break;
      }
    }
    return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, this.resolve(stack, inner)]));
  }

  str(stack: DeployedStack, value: unknown): string {
    return String(this.resolve(stack, value));
  }

  private ref(stack: DeployedStack, id: string): string {
    switch (id) {
      case 'AWS::Region':
        return stack.region;
      case 'AWS::AccountId':
        return ACCOUNT;
      case 'AWS::Partition':
        return 'aws';
      case 'AWS::URLSuffix':
        return 'amazonaws.com';
      case 'AWS::StackName':
        return stack.name;
      case 'AWS::StackId':
        return `arn:aws:cloudformation:${stack.region}:${ACCOUNT}:stack/${stack.name}/rehearsal`;
      case 'AWS::NoValue':
        return '';
      default: {
        const physical = stack.physical[id];
        if (!physical) throw new UnresolvedError(`${stack.name}: nothing deployed as ${id}`, id);
        return physical.ref;
      }
    }
  }

  private getAtt(stack: DeployedStack, id: string, attr: string): string {
    const physical = stack.physical[id];
    if (!physical) throw new UnresolvedError(`${stack.name}: nothing deployed as ${id}`, id);
    const value = physical.attrs[attr];
    if (value === undefined) throw new UnresolvedError(`${stack.name}: ${id} has no attribute ${attr} (yet)`, id);
    return value;
  }

  private dynamicReferences(stack: DeployedStack, text: string): string {
    return text.replace(/\{\{resolve:(secretsmanager|ssm):([^}]*)\}\}/g, (whole, kind: string, rest: string) => {
      if (kind === 'ssm') {
        const value = this.dynamic.parameter(rest.split(':')[0]);
        if (value === undefined) throw new UnresolvedError(`no parameter for ${whole}`);
        return value;
      }
      // secret-id:SecretString:json-key:version-stage:version-id, the id itself an ARN with colons
      const match = /^(arn:[^:]+:secretsmanager:[^:]+:[^:]+:secret:[^:]+|[^:]+)(?::SecretString:([^:]*))?/.exec(rest);
      const value = match ? this.dynamic.secret(match[1], stack.region) : undefined;
      if (value === undefined) throw new UnresolvedError(`no secret for ${whole}`);
      if (match?.[2]) return String((JSON.parse(value) as Record<string, unknown>)[match[2]]);
      return value;
    });
  }
}
