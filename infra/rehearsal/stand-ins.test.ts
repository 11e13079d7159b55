import { describe, expect, it } from 'vitest';
import { matchesFilters, rateMs } from './event-sources';
import { applyHeadersPolicy, behaviourFor, pathMatches, type Distribution } from './front';
import { Resolver, type DeployedStack } from './resolve';
import { matchResource } from './rest-api';
import { generateSecretString } from './state';

/** The rehearsal's stand-ins of CloudFormation, Lambda, CloudFront and API Gateway rules. */

describe('CloudFormation intrinsics', () => {
  const stack: DeployedStack = {
    name: 'dosyt-test-api',
    region: 'eu-central-1',
    physical: {
      Secret: { ref: 'arn:aws:secretsmanager:eu-central-1:000000000000:secret:Pepper-abc123', attrs: {} },
      Pair: { ref: 'pair', attrs: { PublicJwk: '{"kid":"k"}' } },
    },
    outputs: {},
  };
  const resolver = new Resolver({ secret: (id) => (id.endsWith('Pepper-abc123') ? 'pepper-value' : undefined), parameter: () => undefined });
  resolver.exports.set('dosyt-test-data-TableArn', 'arn:aws:dynamodb:eu-central-1:000000000000:table/dosyt-test-table');

  it('resolves the table name out of an imported ARN, as the api stack writes it', () => {
    const tableName = {
      'Fn::Select': [1, { 'Fn::Split': ['/', { 'Fn::Select': [5, { 'Fn::Split': [':', { 'Fn::ImportValue': 'dosyt-test-data-TableArn' }] }] }] }],
    };
    expect(resolver.resolve(stack, tableName)).toBe('dosyt-test-table');
  });

  it('resolves dynamic secret references and custom resource attributes', () => {
    expect(resolver.resolve(stack, { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: 'Secret' }, ':SecretString:::}}']] })).toBe('pepper-value');
    expect(resolver.resolve(stack, { 'Fn::GetAtt': ['Pair', 'PublicJwk'] })).toBe('{"kid":"k"}');
    expect(resolver.resolve(stack, { 'Fn::Sub': 'arn:${AWS::Partition}:ssm:${AWS::Region}:${AWS::AccountId}:parameter/x' })).toBe(
      'arn:aws:ssm:eu-central-1:000000000000:parameter/x',
    );
    expect(() => resolver.resolve(stack, { 'Fn::GetAtt': ['Missing', 'Arn'] })).toThrow(/nothing deployed as Missing/);
  });

  it('generates a secret of the asked length and characters', () => {
    const value = generateSecretString({ PasswordLength: 48, ExcludePunctuation: true });
    expect(value).toMatch(/^[A-Za-z0-9]{48}$/);
  });
});

describe('Lambda event filtering and schedules', () => {
  const outbox = [JSON.parse('{"eventName":["INSERT"],"dynamodb":{"Keys":{"pk":{"S":["outbox"]}}}}') as Record<string, unknown>];
  it('passes a record only when every field of a filter matches', () => {
    expect(matchesFilters(outbox, { eventName: 'INSERT', dynamodb: { Keys: { pk: { S: 'outbox' }, sk: { S: '1' } } } })).toBe(true);
    expect(matchesFilters(outbox, { eventName: 'MODIFY', dynamodb: { Keys: { pk: { S: 'outbox' } } } })).toBe(false);
    expect(matchesFilters(outbox, { eventName: 'INSERT', dynamodb: { Keys: { pk: { S: 'appeal#1' } } } })).toBe(false);
    expect(matchesFilters([{ dynamodb: { Keys: { pk: { S: [{ prefix: 'session' }] } } } }], { dynamodb: { Keys: { pk: { S: 'session-end' } } } })).toBe(true);
    expect(matchesFilters(undefined, { anything: 1 })).toBe(true);
  });

  it('reads rate expressions', () => {
    expect(rateMs('rate(15 minutes)')).toBe(900_000);
    expect(rateMs('rate(1 hour)')).toBe(3_600_000);
    expect(rateMs('cron(0 1 * * ? *)')).toBeUndefined();
  });
});

describe('CloudFront and API Gateway', () => {
  it('matches behaviours by path pattern', () => {
    expect(pathMatches('/api/*', '/api/health')).toBe(true);
    expect(pathMatches('/api/*', '/apis')).toBe(false);
    expect(pathMatches('/ws/*', '/ws/')).toBe(true);
    expect(pathMatches('*', '/anything')).toBe(true);
  });

  it('puts the default root object in place of `/` before it picks a behaviour, as CloudFront does', () => {
    const behaviour = (pattern: string, origin: string) => ({ pattern, origin, methods: ['GET', 'HEAD'] });
    const distribution: Distribution = {
      origins: new Map(),
      behaviours: [behaviour('/index.html', 'pages'), behaviour('/post/*', 'pages'), behaviour('*', 'bucket')],
      defaultRootObject: 'index.html',
    };

    expect(behaviourFor(distribution, '/')).toMatchObject({ requested: '/index.html', behaviour: { origin: 'pages' } });
    expect(behaviourFor(distribution, '/post/plan')).toMatchObject({ requested: '/post/plan', behaviour: { origin: 'pages' } });
    expect(behaviourFor(distribution, '/login')).toMatchObject({ requested: '/login', behaviour: { origin: 'bucket' } });
    expect(behaviourFor({ ...distribution, defaultRootObject: undefined }, '/')).toMatchObject({ requested: '/', behaviour: { origin: 'bucket' } });
  });

  it('applies the response headers policy over the origin', () => {
    const headers = applyHeadersPolicy(
      {
        SecurityHeadersConfig: {
          FrameOptions: { FrameOption: 'DENY', Override: true },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true, Override: true },
        },
        CustomHeadersConfig: { Items: [{ Header: 'Permissions-Policy', Value: 'camera=()', Override: false }] },
      },
      [
        ['X-Frame-Options', 'SAMEORIGIN'],
        ['Permissions-Policy', 'geolocation=()'],
      ],
    );
    expect(headers).toEqual([
      ['Permissions-Policy', 'geolocation=()'],
      ['X-Frame-Options', 'DENY'],
      ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
    ]);
  });

  it('prefers a literal path part over a parameter, as API Gateway does', () => {
    interface TestNode {
      part: string;
      path: string;
      children: TestNode[];
      methods: Map<string, { apiKeyRequired: boolean; type: string }>;
    }
    const node = (part: string, path: string, children: TestNode[] = []): TestNode => ({ part, path, children, methods: new Map() });
    const leaf = (part: string, path: string) => node(part, path);
    const root = node('', '/', [node('api', '/api', [node('users', '/api/users', [leaf('{id}', '/api/users/{id}'), leaf('all', '/api/users/all')])])]);
    expect(matchResource(root, '/api/users/all')?.node.path).toBe('/api/users/all');
    expect(matchResource(root, '/api/users/42')).toMatchObject({ node: { path: '/api/users/{id}' }, params: { id: '42' } });
    expect(matchResource(root, '/api/nothing')).toBeUndefined();
  });
});
