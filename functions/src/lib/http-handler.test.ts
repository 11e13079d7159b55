import { describe, expect, it } from 'vitest';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { ServiceUnavailableError } from '@dosyt/core/errors';
import { referenceRoutes } from '@dosyt/core/api/reference';
import { httpHandler, isUnavailable, parseCookies, type UseCases } from './http-handler';

/** An ElectroDB failure as it reaches the handler when DynamoDB is unreachable: the SDK's error is its `cause`. */
function electroWrapped(cause: Record<string, unknown>) {
  return Object.assign(new Error('Error thrown by DynamoDB client: connect ECONNREFUSED'), {
    name: 'ElectroError',
    code: 4001,
    cause: Object.assign(new Error('connect'), cause),
  });
}

describe('database failures answer 503', () => {
  it('recognises network failures wrapped by ElectroDB (found by the reliability fault run: they answered 500)', () => {
    expect(isUnavailable(electroWrapped({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isUnavailable(electroWrapped({ code: 'ECONNRESET' }))).toBe(true);
    expect(isUnavailable(electroWrapped({ name: 'TimeoutError' }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('validation'), { name: 'ElectroError', code: 4001 }))).toBe(false);
    expect(isUnavailable(new TypeError('bug'))).toBe(false);
  });

  it('answers an ElectroDB-wrapped refused connection with the 503 message', async () => {
    const failing = () => Promise.reject(electroWrapped({ code: 'ECONNREFUSED' }));
    const handler = httpHandler('reference', referenceRoutes, new Proxy({}, { get: () => failing }) as UseCases<(typeof referenceRoutes)[number]>);
    const event = {
      httpMethod: 'GET',
      path: '/api/health',
      headers: {},
      body: null,
      isBase64Encoded: false,
      queryStringParameters: null,
      requestContext: { identity: { sourceIp: '127.0.0.1' } },
    };
    const result = (await handler(event as unknown as APIGatewayProxyEvent, {} as Context, { signal: new AbortController().signal })) as APIGatewayProxyResult;
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(result.body)).toEqual({ statusCode: 503, message: new ServiceUnavailableError().message });
  });
});

describe('cookies', () => {
  it('leaves out a cookie with a malformed %-escape and keeps the others', () => {
    expect(parseCookies('a=%E0%A4%A; dosyt_refresh=abc; b=%; c=ok%20fine')).toEqual({ dosyt_refresh: 'abc', c: 'ok fine' });
  });

  it('answers a request with a malformed cookie as any other, not 500', async () => {
    const handler = httpHandler(
      'reference',
      referenceRoutes,
      new Proxy({}, { get: () => async () => ({ ok: true }) }) as UseCases<(typeof referenceRoutes)[number]>,
    );
    const event = {
      httpMethod: 'GET',
      path: '/api/health',
      headers: { Cookie: 'tracker=%E0%A4%A' },
      body: null,
      isBase64Encoded: false,
      queryStringParameters: null,
      requestContext: { identity: { sourceIp: '127.0.0.1' } },
    };
    const result = (await handler(event as unknown as APIGatewayProxyEvent, {} as Context, { signal: new AbortController().signal })) as APIGatewayProxyResult;
    expect(result.statusCode).toBe(200);
  });
});
