import type { APIGatewayProxyEvent } from 'aws-lambda';
import { ForbiddenError } from '@dosyt/core/errors';
import { env } from './env';

/** The header CloudFront adds to every request it sends to the API: its API key. */
export const EDGE_KEY_HEADER = 'x-api-key';

/**
 * CloudFront-Viewer-Address, `ip:port` (IPv6 unbracketed: `2001:db8::1:443`): the address without the port.
 * Undefined when the value is not one.
 */
export function parseViewerAddress(value: string | undefined): string | undefined {
  const match = /^(.+):(\d{1,5})$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const ip = match[1].replace(/^\[|\]$/g, '');
  return /^[\d.]+$/.test(ip) || /^[\da-f:.]+$/i.test(ip) ? ip : undefined;
}

/**
 * The key per-address limits count by: an IPv4 address as it is, an IPv6 address
 * by its /64 prefix (`2001:db8:1:2::/64`). One IPv6 subscriber line or host is
 * given a whole /64 and may use any of its 2^64 addresses, so counting single
 * IPv6 addresses would let anyone make every request from a fresh one.
 * An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) is its IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const halves = ip.toLowerCase().split('::');
  if (halves.length > 2) return ip;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const width = (list: string[]) => list.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const [head, tail] = [groups(halves[0]), groups(halves[1])];
  const full = halves.length === 2 ? [...head, ...Array<string>(Math.max(0, 8 - width(head) - width(tail))).fill('0'), ...tail] : head;
  const prefix = full.slice(0, 4);
  if (prefix.length < 4 || prefix.some((g) => !/^[\da-f]{1,4}$/.test(g))) return ip;
  return `${prefix.map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * The person's address key (addressKey: IPv6 by its /64), for per-address limits.
 *
 * In the cloud the API sees CloudFront's edge, not the person: the address is
 * the CloudFront-Viewer-Address header, trusted only when the request provably
 * came through CloudFront. The REST API demands CloudFront's API key on every
 * method, and API Gateway names the key that let a request in
 * (requestContext.identity.apiKeyId): it must be EDGE_API_KEY_ID. Anything else
 * is refused, so a direct call can neither reach a use-case nor choose its own
 * address.
 *
 * Locally and in tests there is no CloudFront: the socket address (sourceIp),
 * and the header is ignored, since any client could send it.
 */
export function viewerAddress(event: APIGatewayProxyEvent, headers: Record<string, string | undefined>): string {
  const { STAGE, EDGE_API_KEY_ID } = env();
  if (STAGE !== 'cloud') return addressKey(event.requestContext?.identity?.sourceIp ?? 'unknown');
  const keyId = event.requestContext?.identity?.apiKeyId;
  if (!EDGE_API_KEY_ID || keyId !== EDGE_API_KEY_ID) throw new ForbiddenError();
  const address = parseViewerAddress(headers['cloudfront-viewer-address']);
  if (!address) throw new ForbiddenError();
  return addressKey(address);
}
