import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import httpErrorHandler from '@middy/http-error-handler';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import * as z from '@dosyt/core/validation/zod';
import { DomainError, ForbiddenError, NotFoundError, ServiceUnavailableError, UnauthorizedError, ValidationError } from '@dosyt/core/errors';
import { compileRoutes, matchRoute, type CompiledRoute } from '@dosyt/core/api/matching';
import type { BodyInput } from '@dosyt/core/api/bodies';
import type { QueryInput } from '@dosyt/core/api/queries';
import type { BodySchema, Domain, HttpRoute, QuerySchema } from '@dosyt/core/api/types';
import type { ApiAnswer, RouteKey } from '@dosyt/core/api/contract';
import type { Binary } from '@dosyt/core/api/binary';
import type { StrapiErrorAnswer } from '@dosyt/core/api/content-answers';
import { viewerAddress } from './edge-origin';
import { logger } from './logger';
import { SESSION_ENDED_MESSAGE, verifySession } from './session-epoch';
import { noteActivity } from './sign-in-activity';
import { type Caller } from './tokens';
import { toValidationError } from './validation';

export { intParam } from './validation';

/** Largest JSON body accepted; appeals with a long description fit well within it. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * A request as the pipeline hands it to a use-case: `input` is the body and `query` the
 * query string as the route's schemas in the contract parsed them (core/src/api), never
 * the raw JSON or strings; `undefined` where the route declares none.
 */
export interface HttpRequest<Input = unknown, Query = unknown> {
  route: CompiledRoute;
  params: Record<string, string>;
  query: Query;
  input: Input;
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  sourceIp: string;
  /** Present on every route but 'public' ones; public ones get it when a valid token is sent. */
  caller: Caller | null;
  /** The sign-in (refresh family) the caller's access token belongs to, when it names one. */
  signInId?: string;
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

const answerMarker: unique symbol = Symbol('http-answer');

/** An answer that `answer()` shaped: its body, if any, is what the route answers. */
export type ShapedAnswer<B = unknown> = HttpAnswer & { body?: B; readonly [answerMarker]: true };

/** The one error shape, for a refusal a use-case answers itself (to clear a cookie with it, say). */
export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: unknown;
}

/**
 * What a use-case may give back for a route answering `A`: the body itself, it wrapped by
 * `answer()`, or a refusal (the one error shape; Strapi's on the public content routes).
 */
export type UseCaseResult<A = unknown> = A | ShapedAnswer<A> | ShapedAnswer<ErrorBody | StrapiErrorAnswer>;

/** A use-case bound to a route: it gets the request as the pipeline has checked it, its body and query parsed. */
export type UseCaseFn<A = unknown, I = unknown, Q = unknown> = (request: HttpRequest<I, Q>) => Promise<UseCaseResult<A>>;

/**
 * A use-case with steps around its body's check, all run by the pipeline:
 * - `before` runs before the body is read: who may send is refused before what they sent is judged;
 * - `prepare` puts what a header says into the body before its check (an idempotency key, If-Match's version);
 * - `refused` answers a body its schema refuses in the use-case's own way (it gets the raw body to name what is missing).
 */
export interface UseCaseSteps<A = unknown, I = unknown, Q = unknown> {
  before?: (request: HttpRequest<undefined, Q>) => Promise<unknown>;
  prepare?: (body: unknown, request: HttpRequest<undefined, Q>) => unknown;
  refused?: (error: ValidationError, body: unknown) => Promise<UseCaseResult<A>>;
  run: UseCaseFn<A, I, Q>;
}

export type UseCase<A = unknown, I = unknown, Q = unknown> = UseCaseFn<A, I, Q> | UseCaseSteps<A, I, Q>;

/** Wraps a status, headers or cookies around a body (none: `B` is `never`, fit for any route). */
export function answer<B = never>(a: HttpAnswer & { body?: B }): ShapedAnswer<B> {
  return Object.assign(a, { [answerMarker]: true as const });
}

/**
 * The answer of a route that sends bytes: its Content-Type is the media type the
 * contract names for the route (core/src/api/binary.ts), `parameters` (a charset) after it.
 */
export function binaryAnswer<M extends string>(mediaType: M, a: Omit<HttpAnswer, 'body'> & { rawBody: string }, parameters = ''): ShapedAnswer<Binary<M>> {
  return answer<Binary<M>>({ ...a, headers: { 'Content-Type': `${mediaType}${parameters}`, ...a.headers } });
}

type RouteKeyOf<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
type AllOf<U> = (U extends unknown ? (box: U) => void : never) extends (box: infer I) => void ? I : never;
/** What the op must answer: what every route bound to it answers in the contract (`unknown` where untyped). */
type OpAnswer<R extends HttpRoute, O extends string> =
  AllOf<
    Extract<R, { op: O }> extends infer Rt
      ? Rt extends HttpRoute
        ? { answer: RouteKeyOf<Rt> extends infer K extends RouteKey ? ApiAnswer<K> : unknown }
        : never
      : never
  > extends { answer: infer A }
    ? A
    : unknown;

/** What the op receives as `input`: the body its routes' schemas give (any of them), `undefined` where they read none. */
type OpInput<R extends HttpRoute, O extends string> = Extract<R, { op: O }> extends infer Rt ? (Rt extends HttpRoute ? BodyInput<Rt['body']> : never) : never;

/** What the op receives as `query`: what its routes' query schemas give, `undefined` where they declare none. */
type OpQuery<R extends HttpRoute, O extends string> = Extract<R, { op: O }> extends infer Rt ? (Rt extends HttpRoute ? QueryInput<Rt['query']> : never) : never;

/**
 * A domain's use-cases by op, each checked against the contract's answer for its routes
 * (core/src/api/answers.ts) and given the body and query their schemas parse (core/src/api/<domain>.ts).
 */
export type UseCases<R extends HttpRoute> = { [O in R['op']]: UseCase<OpAnswer<R, O>, OpInput<R, O>, OpQuery<R, O>> };

function isAnswer(value: unknown): value is HttpAnswer {
  return typeof value === 'object' && value !== null && answerMarker in value;
}

/** The request's cookies; one whose value is not valid %-escaping (anyone can send any) is left out, never a 500. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    try {
      cookies[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      // URIError: a malformed escape. The cookie is ignored; the others still count.
    }
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
      [
        'TimeoutError',
        'RequestTimeout',
        'ECONNREFUSED',
        'ECONNRESET',
        'ProvisionedThroughputExceededException',
        'ThrottlingException',
        'RequestLimitExceeded',
        'ServiceUnavailable',
      ].includes(e.name ?? '') ||
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

/** What the pipeline's steps learn about a request, in the order they learn it. */
interface PipelineState {
  route: CompiledRoute;
  params: Record<string, string>;
  headers: Record<string, string | undefined>;
  caller: Caller | null;
  signInId?: string;
  /** The JSON as sent; only the route's schema reads it. */
  body: unknown;
  /** The query as the route's schema gave it; `undefined` for a route that declares none. */
  query?: unknown;
}
type Step = MiddlewareObj<APIGatewayProxyEvent, unknown, Error, Context>;

/** Each invocation's state, by its event (the handler itself sees only the event). */
const states = new WeakMap<APIGatewayProxyEvent, PipelineState>();

const state = (request: { event: APIGatewayProxyEvent }): PipelineState => {
  const found = states.get(request.event);
  if (!found) throw new Error('pipeline step out of order: no route matched yet');
  return found;
};

/**
 * One line a request, written by the function itself so the cloud's log groups hold it
 * as the local runtime's file does (the log viewer's "request" lines): the route's
 * template, never its path, query or body (they may carry personal data), the status
 * and the time taken. Registered before the error handler, so its hooks run after it.
 */
const requestLog = (): Step => {
  const started = new WeakMap<APIGatewayProxyEvent, bigint>();
  const write = (request: { event: APIGatewayProxyEvent; response?: unknown; error?: unknown }) => {
    const from = started.get(request.event);
    const ms = from === undefined ? 0 : Number(process.hrtime.bigint() - from) / 1e6;
    const response = request.response as Partial<APIGatewayProxyResult> | undefined;
    const status = response?.statusCode ?? (request.error as { statusCode?: number } | undefined)?.statusCode ?? 500;
    const route = states.get(request.event)?.route.path ?? 'unmatched';
    logger.info('request', { method: request.event.httpMethod, route, status, ms: Math.round(ms * 10) / 10 });
  };
  return {
    before: async (request) => {
      started.set(request.event, process.hrtime.bigint());
    },
    after: async (request) => write(request),
    onError: async (request) => write(request),
  };
};

/** Errors become the one answer shape `{statusCode, message[, errors]}`; 5xx are logged without details to the client. */
const errorMapper = (): Step => ({
  onError: async (request) => {
    const mapped = toHttpError(request.error);
    if (mapped.statusCode >= 500) {
      const e = request.error as Error;
      logger.error('request failed', { errorName: e?.name, errorMessage: e?.message, stack: e?.stack });
    }
    request.error = Object.assign(new Error(mapped.message), { statusCode: mapped.statusCode, expose: mapped.expose, headers: jsonHeaders });
  },
});

/** The route of the domain's table that the method and path name: 404 for none, 405 for another method. */
const routeMatcher = (routes: readonly CompiledRoute[]): Step => ({
  before: async (request) => {
    const { event } = request;
    const match = matchRoute(routes, event.httpMethod, event.path);
    if (!match) throw new NotFoundError('Маршрут не знайдено');
    if (match === 'method-not-allowed') throw Object.assign(new DomainError('Метод не підтримується'), { statusCode: 405 });
    const headers = (event.headers ?? {}) as Record<string, string | undefined>;
    states.set(event, { route: match.route, params: match.pathParameters, headers, caller: null, body: undefined });
  },
});

/**
 * Who is calling: the one step that verifies the bearer token. An invalid or expired
 * token is refused on every route but public ones, which treat the caller as nobody.
 */
const callerVerifier = (): Step => ({
  before: async (request) => {
    const http = state(request);
    const bearer = /^Bearer (.+)$/i.exec(http.headers.authorization ?? '')?.[1];
    if (!bearer) return;
    const verified = await verifySession(bearer);
    if ('caller' in verified) {
      http.caller = verified.caller;
      http.signInId = verified.session.sid;
      // Activity for the server's idle limit (auth/refresh-session.ts): one coarse write a minute at most.
      if (verified.session.sid) await noteActivity(verified.session.sid);
    } else if (http.route.access !== 'public') {
      throw new UnauthorizedError(
        verified.error === 'expired' ? 'Термін дії сесії минув' : verified.error === 'ended' ? SESSION_ENDED_MESSAGE : 'Недійсний токен',
      );
    }
  },
});

/** The route's `access` from the contract: no caller 401, wrong role 403. */
const accessGuard = (): Step => ({
  before: async (request) => checkAccess(state(request).route, state(request).caller),
});

/** The JSON body, at most MAX_BODY_BYTES; read only once the caller may call the route. */
const jsonBody = (): Step => ({
  before: async (request) => {
    state(request).body = parseBody(request.event);
  },
});

/**
 * The query string, parsed by the schema the contract names for the route: the one place
 * a query parameter is read. A route that names none gets `undefined`, whatever was sent;
 * a bad parameter is a 400 with the same shape as a bad body's.
 */
const querySchema = (): Step => ({
  before: async (request) => {
    const http = state(request);
    const schema = (http.route as { query?: QuerySchema }).query;
    if (!schema) return;
    const parsed = schema.safeParse({ ...(request.event.queryStringParameters ?? {}) });
    if (!parsed.success) throw toValidationError(parsed.error);
    http.query = parsed.data;
  },
});

/** The schema the contract names for the route's body: chosen by the path and the caller where it depends on them. */
function bodySchemaOf(route: CompiledRoute, http: PipelineState): z.ZodMiniType | null {
  const body = (route as { body?: BodySchema | null }).body ?? null;
  return typeof body === 'function' ? body({ params: http.params, caller: http.caller }) : body;
}

/** A use-case's result as the REST proxy answer: JSON unless it says otherwise, 204 for nothing. */
const answerShaper = (): Step => ({
  after: async (request) => {
    const result = request.response;
    const a: HttpAnswer = isAnswer(result) ? result : { body: result };
    const response: APIGatewayProxyResult = {
      statusCode: a.statusCode ?? (a.body === undefined && a.rawBody === undefined ? 204 : 200),
      headers: a.rawBody !== undefined ? { 'Cache-Control': 'no-store', ...a.headers } : { ...jsonHeaders, ...a.headers },
      body: a.rawBody ?? (a.body === undefined ? '' : JSON.stringify(a.body)),
      isBase64Encoded: a.isBase64Encoded ?? false,
    };
    if (a.cookies?.length) response.multiValueHeaders = { 'Set-Cookie': a.cookies };
    request.response = response;
  },
});

/**
 * The one middy stack for a domain's HTTP routes, a step each: Lambda context on
 * every log line -> header normalising -> the request's log line -> route match -> token verification ->
 * the contract's access check -> the query's schema from the contract -> body reading with a
 * size limit -> the use-case's own checks before its body -> the body's schema from the
 * contract -> use-case -> answer shaping; errors mapped once at the end. The query and the
 * body are parsed here and nowhere else: an absent body is checked as `{}`, so its missing
 * fields are named.
 */
export function httpHandler<R extends HttpRoute>(domain: Domain, domainRoutes: readonly R[], typedUseCases: UseCases<R>) {
  const useCases = typedUseCases as unknown as Record<string, UseCase<unknown, unknown, unknown>>;
  const strays = domainRoutes.filter((r) => r.domain !== domain).map((r) => `${r.method} ${r.path}`);
  if (strays.length > 0) throw new Error(`Routes of another domain given to ${domain}: ${strays.join(', ')}`);
  const routes = compileRoutes(domainRoutes);
  const missing = routes.filter((r) => !useCases[r.op]).map((r) => r.op);
  if (missing.length > 0) throw new Error(`Domain ${domain} has no use-case for: ${missing.join(', ')}`);

  // middy runs `after` and `onError` hooks last-registered first: the answer shaper
  // and the error mapper come last so they see the use-case's result and any error first.
  return middy<APIGatewayProxyEvent, unknown, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(requestLog())
    .use(httpErrorHandler({ logger: false, fallbackMessage: errorBody(500, 'Внутрішня помилка сервера') }))
    .use(errorMapper())
    .use(answerShaper())
    .use(routeMatcher(routes))
    .use(callerVerifier())
    .use(accessGuard())
    .use(querySchema())
    .use(jsonBody())
    .handler(async (event) => {
      const http = state({ event });
      const { route, params, headers, caller, signInId } = http;
      const request: HttpRequest<undefined, unknown> = {
        route,
        params,
        query: http.query,
        input: undefined,
        headers,
        cookies: parseCookies(headers.cookie),
        sourceIp: clientAddress(event, headers),
        caller,
        ...(signInId ? { signInId } : {}),
        event,
      };
      const useCase = useCases[route.op];
      const steps: UseCaseSteps<unknown, unknown, unknown> = typeof useCase === 'function' ? { run: useCase } : useCase;
      await steps.before?.(request);
      const schema = bodySchemaOf(route, http);
      if (!schema) return steps.run(request);
      const body = steps.prepare ? steps.prepare(http.body, request) : http.body;
      const parsed = schema.safeParse(body ?? {});
      if (parsed.success) return steps.run({ ...request, input: parsed.data });
      const refusal = toValidationError(parsed.error);
      if (steps.refused) return steps.refused(refusal, body);
      throw refusal;
    });
}

export function requireCaller(request: HttpRequest): Caller {
  if (!request.caller) throw new UnauthorizedError();
  return request.caller;
}
