import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { ForbiddenError } from '@dosyt/core/errors';
import { appealsRoutes } from '@dosyt/core/api/appeals';
import { resetEnvCache } from './env';
import { addressKey, parseViewerAddress, viewerAddress } from './edge-origin';
import { httpHandler, type UseCases } from './http-handler';

const KEY_ID = 'abc123edge';
const VARIABLES = ['STAGE', 'EDGE_API_KEY_ID'] as const;
let saved: Record<string, string | undefined>;

const event = (headers: Record<string, string>, apiKeyId?: string) =>
  ({
    httpMethod: 'POST',
    path: '/api/appeals',
    headers,
    body: '{}',
    isBase64Encoded: false,
    queryStringParameters: null,
    requestContext: { identity: { sourceIp: '130.176.1.1', ...(apiKeyId ? { apiKeyId } : {}) } },
  }) as unknown as APIGatewayProxyEvent;

const asCloud = (keyId = KEY_ID) => {
  process.env.STAGE = 'cloud';
  if (keyId) process.env.EDGE_API_KEY_ID = keyId;
  else delete process.env.EDGE_API_KEY_ID;
  resetEnvCache();
};

beforeEach(() => {
  saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
});
afterEach(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvCache();
});

describe('CloudFront-Viewer-Address', () => {
  it('is the viewer address without its port, IPv4 and IPv6', () => {
    expect(parseViewerAddress('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(parseViewerAddress('2001:db8::1:443')).toBe('2001:db8::1');
    expect(parseViewerAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(parseViewerAddress('evil')).toBeUndefined();
    expect(parseViewerAddress('<script>:1')).toBeUndefined();
    expect(parseViewerAddress(undefined)).toBeUndefined();
  });
});

describe('per-address limits count an IPv6 /64 as one address', () => {
  it('keys IPv6 by its /64 prefix, however it is written, and IPv4 (mapped or not) as it is', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::ffff:1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:1::')).toBe('2001:db8:1:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('gives two addresses of one /64 the same key in the cloud and locally', () => {
    asCloud();
    const a = { 'cloudfront-viewer-address': '2001:db8:1:2::a:443' };
    const b = { 'cloudfront-viewer-address': '2001:db8:1:2:ffff:1:2:3:443' };
    expect(viewerAddress(event(a, KEY_ID), a)).toBe(viewerAddress(event(b, KEY_ID), b));
    process.env.STAGE = 'local';
    resetEnvCache();
    const local = (sourceIp: string) => viewerAddress({ ...event({}), requestContext: { identity: { sourceIp } } } as unknown as APIGatewayProxyEvent, {});
    expect(local('2001:db8:1:2::a')).toBe(local('2001:db8:1:2::b'));
  });
});

describe('the client address in the cloud comes from CloudFront only', () => {
  it('takes CloudFront’s viewer address when API Gateway let the request in with CloudFront’s key', () => {
    asCloud();
    expect(viewerAddress(event({ 'cloudfront-viewer-address': '203.0.113.7:5000' }, KEY_ID), { 'cloudfront-viewer-address': '203.0.113.7:5000' })).toBe(
      '203.0.113.7',
    );
  });

  it('refuses a request without CloudFront’s key, with another key, without the header, or when the stage knows no key', () => {
    asCloud();
    const headers = { 'cloudfront-viewer-address': '203.0.113.7:5000' };
    expect(() => viewerAddress(event(headers), headers)).toThrow(ForbiddenError);
    expect(() => viewerAddress(event(headers, 'another-key'), headers)).toThrow(ForbiddenError);
    expect(() => viewerAddress(event({}, KEY_ID), {})).toThrow(ForbiddenError);
    asCloud('');
    expect(() => viewerAddress(event(headers, KEY_ID), headers)).toThrow(ForbiddenError);
  });

  it('answers a direct call 403 before the use-case runs', async () => {
    asCloud();
    let ran = false;
    const handler = httpHandler(
      'appeals',
      appealsRoutes,
      new Proxy(
        {},
        {
          get: () => async () => {
            ran = true;
            return {};
          },
        },
      ) as UseCases<(typeof appealsRoutes)[number]>,
    );
    const headers = { 'cloudfront-viewer-address': '203.0.113.7:5000' };
    const result = (await handler(event(headers), {} as Context, { signal: new AbortController().signal })) as APIGatewayProxyResult;
    expect(result.statusCode).toBe(403);
    expect(ran).toBe(false);
  });

  it('locally ignores the header (any client could send it) and uses the socket address', () => {
    process.env.STAGE = 'local';
    resetEnvCache();
    const headers = { 'cloudfront-viewer-address': '203.0.113.7:5000' };
    expect(viewerAddress(event(headers), headers)).toBe('130.176.1.1');
  });
});
