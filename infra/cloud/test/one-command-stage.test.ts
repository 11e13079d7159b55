import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains, type Domain } from '../../routes';
import { REPO_ROOT } from '../config/paths';
import { tableUsage } from '../scripts/table-usage';
import { SITE_URL_DOMAINS, httpDomains, tokenVerifiers } from '../stacks/api-stack';
import { resourcesOf, synthApp, type SynthResult } from './synth';

type Json = any;
const pascal = (domain: string) => domain.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** An EC private JWK's `d` with a real key's length (43 base64url characters for P-256). */
const PRIVATE_KEY_PART = /"d"\s*:\s*\\?"[A-Za-z0-9_-]{40,}/;

describe('a stage from one command: no key material or address pasted in', () => {
  let synth: SynthResult;
  let prod: SynthResult;
  const variablesIn = (result: SynthResult) => {
    const functions = Object.entries(resourcesOf(result.templates.api, 'AWS::Lambda::Function'));
    return (domain: Domain): Record<string, Json> => functions.find(([id]) => id.startsWith(`${pascal(domain)}Function`))![1].Properties.Environment.Variables;
  };

  beforeAll(() => {
    synth = synthApp({ withWebBuild: true });
    prod = synthApp({ stageName: 'prod' });
  }, 240_000);

  it('makes the signing key pair at deploy time: a custom resource fills the secret and publishes the public half', () => {
    const api = synth.templates.api;
    const [pairId, pair] = Object.entries(resourcesOf(api, 'Custom::SigningKeyPair'))[0];
    const [secretId, secret] = Object.entries(resourcesOf(api, 'AWS::SecretsManager::Secret')).find(([id]) => id.startsWith('SigningKeySecret'))!;
    // The stack creates the secret holding '{}', never a key.
    expect(secret.Properties.SecretString).toBe('{}');
    expect(pair.Properties.SecretId).toEqual({ Ref: secretId });
    expect(pair.Properties.Generation).toBe('1');
    expect(pair.Properties.ServiceToken).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^SigningKeyGenerator/), 'Arn'] });

    const variables = variablesIn(synth);
    for (const domain of tokenVerifiers()) {
      expect(variables(domain).JWT_PUBLIC_JWK, domain).toEqual({ 'Fn::GetAtt': [pairId, 'PublicJwk'] });
    }
    expect(variables('jobs').JWT_PUBLIC_JWK).toBeUndefined();
    expect(domains.filter((d) => variables(d).JWT_SECRET_ID !== undefined)).toEqual(['auth']);
  });

  it('lets the key generator read and write the signing secret, nothing else', () => {
    const policies = Object.values(resourcesOf(synth.templates.api, 'AWS::IAM::Policy')).filter((p) =>
      p.Properties.Roles.some((r: Json) => String(r.Ref).startsWith('SigningKeyGenerator')),
    );
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement);
    const secretStatement = statements.find((s: Json) => String(s.Action).includes('secretsmanager'));
    expect(secretStatement.Action).toEqual(['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue']);
    expect(secretStatement.Resource).toEqual({ Ref: expect.stringMatching(/^SigningKeySecret/) });
  });

  it('makes a new pair when the stage is deployed with a new signingKeyGeneration', () => {
    const pair = Object.values(resourcesOf(synthApp({ signingKeyGeneration: '2' }).templates.api, 'Custom::SigningKeyPair'))[0];
    expect(pair.Properties.Generation).toBe('2');
  }, 240_000);

  it('has no private key material in any template, nor in the repository', () => {
    for (const result of [synth, prod]) {
      for (const [name, template] of Object.entries(result.templates)) {
        const text = JSON.stringify(template.toJSON());
        expect(text, name).not.toMatch(PRIVATE_KEY_PART);
        expect(text, name).not.toMatch(/PRIVATE KEY-----/);
      }
    }
    const files = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|js|json|md|env)$/.test(f));
    const leaks = files.filter((file) => {
      try {
        const text = readFileSync(join(REPO_ROOT, file), 'utf8');
        return PRIVATE_KEY_PART.test(text) || /-----BEGIN (EC )?PRIVATE KEY-----/.test(text);
      } catch {
        return false;
      }
    });
    expect(leaks).toEqual([]);
  });

  it('gives the mail writers the site address from the web stack’s parameter, or the stage domain', () => {
    const dev = variablesIn(synth);
    for (const domain of domains) {
      expect(dev(domain).PUBLIC_URL, domain).toBeUndefined();
      expect(dev(domain).SITE_URL_PARAMETER, domain).toBe(SITE_URL_DOMAINS.includes(domain) ? '/dosyt/dev/site-url' : undefined);
    }
    const parameter = Object.values(resourcesOf(synth.templates.web, 'AWS::SSM::Parameter'))[0].Properties;
    expect(parameter).toMatchObject({ Name: '/dosyt/dev/site-url', Type: 'String' });
    expect(parameter.Value).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^SiteDistribution/), 'DomainName'] }]] });
    const withDomain = variablesIn(prod);
    for (const domain of domains) {
      expect(withDomain(domain).PUBLIC_URL, domain).toBe('https://dosyt.org.ua');
      expect(withDomain(domain).SITE_URL_PARAMETER, domain).toBeUndefined();
    }
  });

  it('counts every domain whose bundled code reads the site address among SITE_URL_DOMAINS', async () => {
    const reading: Domain[] = [];
    for (const domain of domains) if ((await tableUsage(domain)).readsSiteUrl) reading.push(domain);
    expect(new Set(reading)).toEqual(new Set(SITE_URL_DOMAINS));
  }, 240_000);

  it('wraps exactly the handlers of SITE_URL_DOMAINS in withSiteUrl', () => {
    const wrapped = domains.filter((domain) => readFileSync(join(REPO_ROOT, `functions/src/${domain}/handler.ts`), 'utf8').includes('withSiteUrl('));
    expect(new Set(wrapped)).toEqual(new Set(SITE_URL_DOMAINS));
  });
});

describe('no way around the edge', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthApp();
  }, 240_000);

  /** A dynamic reference to the edge-key secret: CloudFormation resolves it at deploy time, the template holds only the ARN. */
  const dynamicReference = (arn: Json) => ({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', arn, ':SecretString:::}}']] });

  it('keeps CloudFront’s API key in a generated secret; the API key and the origin header resolve it at deploy time', () => {
    const [secretId, secret] = Object.entries(resourcesOf(synth.templates.api, 'AWS::SecretsManager::Secret')).find(([id]) => id.startsWith('EdgeKeySecret'))!;
    expect(secret.Properties.GenerateSecretString).toEqual({ ExcludePunctuation: true, PasswordLength: 48, IncludeSpace: false });
    // No fixed name: a destroyed stage's secret would block its name for the recovery window.
    expect(secret.Properties.Name).toBeUndefined();
    const keys = Object.values(resourcesOf(synth.templates.api, 'AWS::ApiGateway::ApiKey'));
    expect(keys).toHaveLength(1);
    expect(keys[0].Properties.Value).toEqual(dynamicReference({ Ref: secretId }));
    expect(keys[0].Properties.Enabled).toBe(true);

    const distribution = Object.values(resourcesOf(synth.templates.web, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const apiOrigins = distribution.Origins.filter((o: Json) => JSON.stringify(o.DomainName).includes('execute-api'));
    expect(apiOrigins).toHaveLength(2);
    for (const origin of apiOrigins) {
      expect(origin.OriginCustomHeaders).toEqual([
        {
          HeaderName: 'x-api-key',
          HeaderValue: dynamicReference({
            'Fn::GetStackOutput': { StackName: 'dosyt-dev-api', Region: 'eu-central-1', OutputName: expect.stringContaining(secretId) },
          }),
        },
      ]);
    }
    // The other origins (site and media buckets) get no key.
    expect(distribution.Origins.filter((o: Json) => o.OriginCustomHeaders)).toHaveLength(2);
  });

  it('answers a direct call with 403 from API Gateway: every REST method and the socket’s $connect demand the key', () => {
    const methods = Object.values(resourcesOf(synth.templates.api, 'AWS::ApiGateway::Method'));
    expect(methods.filter((m) => m.Properties.ApiKeyRequired !== true)).toEqual([]);
    synth.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      ApiKeySelectionExpression: '$request.header.x-api-key',
    });
    const routes = Object.values(resourcesOf(synth.templates.api, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties);
    expect(routes.find((r) => r.RouteKey === '$connect')?.ApiKeyRequired).toBe(true);
    expect(routes.filter((r) => r.RouteKey !== '$connect').map((r) => r.ApiKeyRequired ?? false)).toEqual([false, false]);

    // The key is usable only on the two stages, through one usage plan.
    const plan = Object.values(resourcesOf(synth.templates.api, 'AWS::ApiGateway::UsagePlan'))[0].Properties;
    expect(plan.ApiStages).toEqual([
      { ApiId: { Ref: expect.stringMatching(/^RestApi/) }, Stage: { Ref: expect.stringMatching(/^RestApiDeploymentStage/) } },
      { ApiId: { Ref: expect.stringMatching(/^SocketApi/) }, Stage: 'ws' },
    ]);
    // No cap on the one key everybody's requests carry.
    expect(plan.Throttle).toBeUndefined();
    synth.templates.api.resourceCountIs('AWS::ApiGateway::UsagePlanKey', 1);
  });

  it('tells every HTTP function which key proves a request came through CloudFront', () => {
    const functions = Object.entries(resourcesOf(synth.templates.api, 'AWS::Lambda::Function'));
    for (const domain of domains) {
      const variables = functions.find(([id]) => id.startsWith(`${pascal(domain)}Function`))![1].Properties.Environment.Variables;
      if (httpDomains().includes(domain)) expect(variables.EDGE_API_KEY_ID, domain).toEqual({ Ref: expect.stringMatching(/^EdgeKeyApiKey/) });
      else expect(variables.EDGE_API_KEY_ID, domain).toBeUndefined();
    }
  });
});
