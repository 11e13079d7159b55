import middy from '@middy/core';
import httpErrorHandler from '@middy/http-error-handler';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import * as z from '@dosyt/core/validation/zod';
import {
  DomainError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from '@dosyt/core/errors';
import { compileRoutes, matchRoute, type CompiledRoute } from '@dosyt/infra/route-table/matching';
import type { Domain, HttpRoute } from '@dosyt/infra/route-table/types';
import { viewerAddress } from './edge-origin';
import { logger } from './logger';
import { SESSION_ENDED_MESSAGE, verifySession } from './session-epoch';
import { type Caller } from './tokens';

/** Largest JSON body accepted; appeals with a long description fit well within it. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface HttpRequest {
  route: CompiledRoute;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  sourceIp: string;
  /** Present on every route but 'public' ones; public ones get it when a valid token is sent. */
  caller: Caller | null;
  event: APIGatewayProxyEvent;
}

export interface HttpAnswer {
  statusCode?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Set-Cookie values (REST API proxy answers them through multiValueHeaders). */
  cookies?: string[];
  /** Body already encoded (plain text, or base64 when isBase64Encoded). */
  rawBody?: string;
  isBase64Encoded?: boolean;
}

export type UseCase = (request: HttpRequest) => Promise<HttpAnswer | unknown>;

const answerMarker = Symbol('http-answer');

/** Wraps a status, headers or cookies around a body. */
export function answer(a: HttpAnswer): HttpAnswer {
  return Object.assign(a, { [answerMarker]: true });
}

function isAnswer(value: unknown): value is HttpAnswer {
  return typeof value === 'object' && value !== null && answerMarker in value;
}

/** Parses with a core schema; a failure is a 400 with field errors. */
export function parse<S extends z.ZodMiniType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw toValidationError(result.error);
}

export function toValidationError(error: z.ZodError): ValidationError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'Некоректні дані';
  return new ValidationError(first, fieldErrors);
}

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) cookies[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return cookies;
}

function parseBody(event: APIGatewayProxyEvent): unknown {
  if (event.body === null || event.body === undefined || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) {
    throw new ValidationError('Запит завеликий: скоротіть текст і спробуйте ще раз');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError('Некоректний формат запиту: очікується JSON');
  }
}

/** The person's address, for per-address limits (lib/edge-origin.ts: refused in the cloud unless it came through CloudFront). */
export function clientAddress(event: APIGatewayProxyEvent, headers: Record<string, string | undefined>): string {
  return viewerAddress(event, headers);
}

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

function errorBody(statusCode: number, message: string, errors?: unknown): string {
  return JSON.stringify(errors ? { statusCode, message, errors } : { statusCode, message });
}

/**
 * Network-level failures of the database mean the service is unavailable, not broken.
 * ElectroDB wraps the SDK's error (an ElectroError whose `cause` is the network
 * error), so the whole cause chain is looked at.
 */
export function isUnavailable(error: unknown): boolean {
  for (let e = error as { name?: string; code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (
      ['TimeoutError', 'RequestTimeout', 'ECONNREFUSED', 'ECONNRESET', 'ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'ServiceUnavailable'].includes(e.name ?? '') ||
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(typeof e.code === 'string' ? e.code : '')
    ) {
      return true;
    }
  }
  return false;
}

/** Turns any thrown error into the one answer shape `{statusCode, message}`; 5xx details stay hidden. */
function toHttpError(error: unknown): { statusCode: number; message: string; expose: boolean } {
  if (error instanceof DomainError) {
    const errors = error instanceof ValidationError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : undefined;
    return { statusCode: error.statusCode, message: errorBody(error.statusCode, error.message, errors), expose: true };
  }
  if (error instanceof z.ZodError) return toHttpError(toValidationError(error));
  if (isUnavailable(error)) {
    const unavailable = new ServiceUnavailableError();
    return { statusCode: 503, message: errorBody(503, unavailable.message), expose: true };
  }
  return { statusCode: 500, message: errorBody(500, 'Внутрішня помилка сервера. Спробуйте пізніше'), expose: true };
}

function checkAccess(route: CompiledRoute, caller: Caller | null): void {
  if (route.access === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (route.access === 'signed-in') return;
  if (!caller.roles.some((role) => (route.access as readonly string[]).includes(role))) throw new ForbiddenError();
}

/**
 * The one middy stack for a domain's HTTP routes: header normalising -> route
 * match -> body parsing with a size limit -> token verification and the route
 * table's role check -> use-case -> answer shaping; errors mapped once at the end.
 */
export function httpHandler(domain: Domain, domainRoutes: readonly HttpRoute[], useCases: Record<string, UseCase>) {
  const strays = domainRoutes.filter((r) => r.domain !== domain).map((r) => `${r.method} ${r.path}`);
  if (strays.length > 0) throw new Error(`Routes of another domain given to ${domain}: ${strays.join(', ')}`);
  const routes = compileRoutes(domainRoutes);
  const missing = routes.filter((r) => !useCases[r.op]).map((r) => r.op);
  if (missing.length > 0) throw new Error(`Domain ${domain} has no use-case for: ${missing.join(', ')}`);

  return middy<APIGatewayProxyEvent, APIGatewayProxyResult, Error, Context>()
    .use(httpHeaderNormalizer())
    // middy runs onError hooks last-registered first: the mapper below shapes the error, then this answers it.
    .use(httpErrorHandler({ logger: false, fallbackMessage: errorBody(500, 'Внутрішня помилка сервера') }))
    .use({
      onError: async (request) => {
        const mapped = toHttpError(request.error);
        if (mapped.statusCode >= 500) {
          const e = request.error as Error;
          logger.error('request failed', { errorName: e?.name, errorMessage: e?.message, stack: e?.stack });
        }
        request.error = Object.assign(new Error(mapped.message), { statusCode: mapped.statusCode, expose: mapped.expose, headers: jsonHeaders });
      },
    })
    .handler(async (event) => {
      const match = matchRoute(routes, event.httpMethod, event.path);
      if (!match) throw new NotFoundError('Маршрут не знайдено');
      if (match === 'method-not-allowed') throw Object.assign(new DomainError('Метод не підтримується'), { statusCode: 405 });
      const { route, pathParameters } = match;
      const headers = (event.headers ?? {}) as Record<string, string | undefined>;
      const bearer = /^Bearer (.+)$/i.exec(headers.authorization ?? '')?.[1];
      let caller: Caller | null = null;
      if (bearer) {
        const verified = await verifySession(bearer);
        if ('caller' in verified) caller = verified.caller;
        else if (route.access !== 'public') {
          throw new UnauthorizedError(verified.error === 'expired' ? 'Термін дії сесії минув' : verified.error === 'ended' ? SESSION_ENDED_MESSAGE : 'Недійсний токен');
        }
      }
      checkAccess(route, caller);
      const request: HttpRequest = {
        route,
        params: pathParameters,
        query: { ...(event.queryStringParameters ?? {}) },
        body: parseBody(event),
        headers,
        cookies: parseCookies(headers.cookie),
        sourceIp: clientAddress(event, headers),
        caller,
        event,
      };
      const result = await useCases[route.op](request);
      const a: HttpAnswer = isAnswer(result) ? result : { body: result };
      const response: APIGatewayProxyResult = {
        statusCode: a.statusCode ?? (a.body === undefined && a.rawBody === undefined ? 204 : 200),
        headers: a.rawBody !== undefined ? { 'Cache-Control': 'no-store', ...a.headers } : { ...jsonHeaders, ...a.headers },
        body: a.rawBody ?? (a.body === undefined ? '' : JSON.stringify(a.body)),
        isBase64Encoded: a.isBase64Encoded ?? false,
      };
      if (a.cookies?.length) response.multiValueHeaders = { 'Set-Cookie': a.cookies };
      return response;
    });
}

/** Path/query parameter as a positive integer, or a 400. */
export function intParam(value: string | undefined, label = 'id'): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new ValidationError(`Некоректний параметр: ${label}`);
  return n;
}

export function requireCaller(request: HttpRequest): Caller {
  if (!request.caller) throw new UnauthorizedError();
  return request.caller;
}
