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
 * The person's address, for per-address limits.
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
  if (STAGE !== 'cloud') return event.requestContext?.identity?.sourceIp ?? 'unknown';
  const keyId = event.requestContext?.identity?.apiKeyId;
  if (!EDGE_API_KEY_ID || keyId !== EDGE_API_KEY_ID) throw new ForbiddenError();
  const address = parseViewerAddress(headers['cloudfront-viewer-address']);
  if (!address) throw new ForbiddenError();
  return address;
}
