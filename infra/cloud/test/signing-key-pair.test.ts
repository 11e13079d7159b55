import { createPublicKey, createPrivateKey, sign, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run, type KeyPairEvent, type SecretStore } from '../custom-resources/signing-key-pair';

/** The custom resource's work against an in-memory secret, answering a local stand-in for CloudFormation's response URL. */
let server: Server;
let answers: Array<Record<string, any>>;
let responseUrl: string;
let secret: Map<string, string>;
let puts: number;

const store: SecretStore = {
  get: async (id) => secret.get(id),
  put: async (id, value) => {
    puts++;
    secret.set(id, value);
  },
};

const event = (type: KeyPairEvent['RequestType'], generation = '1', old?: string): KeyPairEvent => ({
  RequestType: type,
  ResponseURL: responseUrl,
  StackId: 'arn:aws:cloudformation:eu-central-1:123456789012:stack/dosyt-dev-api/x',
  RequestId: 'r1',
  LogicalResourceId: 'SigningKeyPair',
  ...(type === 'Create' ? {} : { PhysicalResourceId: 'SigningKeyPair-SigningKey' }),
  ResourceProperties: { SecretId: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:SigningKey', Generation: generation },
  ...(old ? { OldResourceProperties: { Generation: old } } : {}),
});

beforeEach(async () => {
  answers = [];
  puts = 0;
  secret = new Map([['arn:aws:secretsmanager:eu-central-1:123456789012:secret:SigningKey', '{}']]);
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      answers.push({ method: req.method, ...JSON.parse(body) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  responseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/response`;
});

afterEach(async () => {
  await new Promise((done) => server.close(done));
});

const storedKey = () => JSON.parse([...secret.values()][0]);

describe('signing key pair custom resource', () => {
  it('on Create puts a new ES256 private JWK in the secret and answers only its public half', async () => {
    await run(event('Create'), store);

    const jwk = storedKey();
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', kid: expect.any(String), d: expect.any(String) });
    expect(answers).toHaveLength(1);
    const answer = answers[0];
    expect(answer).toMatchObject({ method: 'PUT', Status: 'SUCCESS', RequestId: 'r1', LogicalResourceId: 'SigningKeyPair' });
    const published = JSON.parse(answer.Data.PublicJwk);
    expect(published).toEqual({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, kid: jwk.kid, alg: 'ES256', use: 'sig' });
    expect(answer.Data.Kid).toBe(jwk.kid);
    expect(JSON.stringify(answer)).not.toContain(jwk.d);

    // The pair works: what the private half signs, the published half verifies.
    const signature = sign('sha256', Buffer.from('token'), { key: createPrivateKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' });
    expect(verify('sha256', Buffer.from('token'), { key: createPublicKey({ key: published, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, signature)).toBe(
      true,
    );
  });

  it('keeps the key on an Update with the same generation, and makes a new one when the generation changes', async () => {
    await run(event('Create'), store);
    const first = storedKey();

    await run(event('Update', '1', '1'), store);
    expect(storedKey()).toEqual(first);
    expect(JSON.parse(answers[1].Data.PublicJwk).kid).toBe(first.kid);
    expect(puts).toBe(1);

    await run(event('Update', '2', '1'), store);
    expect(storedKey().kid).not.toBe(first.kid);
    expect(JSON.parse(answers[2].Data.PublicJwk).kid).toBe(storedKey().kid);
  });

  it('keeps a key the secret already holds on Create (a stack re-created around it)', async () => {
    await run(event('Create'), store);
    const first = storedKey();
    await run(event('Create'), store);
    expect(storedKey()).toEqual(first);
  });

  it('touches nothing on Delete, and reports a failure with a reason instead of hanging the stack', async () => {
    await run(event('Delete'), store);
    expect(answers[0].Status).toBe('SUCCESS');
    expect(secret.get([...secret.keys()][0])).toBe('{}');

    const broken: SecretStore = {
      get: async () => '{}',
      put: async () => Promise.reject(Object.assign(new Error('denied'), { name: 'AccessDeniedException' })),
    };
    await run(event('Create'), broken);
    expect(answers[1]).toMatchObject({ Status: 'FAILED', Reason: expect.stringContaining('AccessDeniedException') });
  });
});
