/**
 * Appeal test helpers for every suite: valid appeal bodies and submission
 * through the real API. Each submission comes from its own loopback address
 * (127.x.y.z), so the per-address form limit of one test never trips another.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AppealCreateBody } from '@dosyt/core/appeal/appeal.schema';
import { nextId } from '@dosyt/functions/db/counters';
import { db } from '@dosyt/functions/db/service';
import { activeAdminKeys, executorKeys } from '@dosyt/functions/db/entities/user.entity';
import { signAccessToken } from '@dosyt/functions/lib/tokens';
import { baseUrl, type Reply } from './http';

export const POLTAVA_REGION = 53;
export const POLTAVA_CITY = 'UA53080370000025447';

const OPERATORS = ['050', '066', '067', '068', '073', '093', '095', '096', '097', '098', '099'];

/** A valid phone nobody else in the run is likely to have. */
export const randomPhone = (): string => `38${OPERATORS[randomInt(OPERATORS.length)]}${String(randomInt(10_000_000)).padStart(7, '0')}`;

export const randomAddress = (): string => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export const newIdempotencyKey = (): string => randomBytes(16).toString('hex');

/** Communities travel as their codifier code, whatever core's body type says. */
export type AppealBody = Omit<AppealCreateBody, 'community_id'> & { community_id?: string | number } & Record<string, unknown>;

export function validAppealBody(overrides: Partial<AppealBody> = {}): AppealBody {
  return {
    name: 'Оксана',
    last_name: 'Петренко',
    region_id: POLTAVA_REGION,
    community_id: POLTAVA_CITY,
    phone: randomPhone(),
    communiction: 'Телефон',
    assistance_ids: [1],
    description: 'Чоловік погрожує, потрібна консультація психолога',
    children_help: false,
    children_count: 0,
    ...overrides,
  };
}

/** An HTTP call to the run's platform from a chosen loopback address (API Gateway's sourceIp). */
export function callFrom<T = any>(
  address: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const url = new URL(path, baseUrl().replace('//localhost', '//127.0.0.1'));
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress: address }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const isJson = (res.headers['content-type'] ?? '').includes('json');
        resolve({
          status: res.statusCode ?? 0,
          body: (isJson && text ? JSON.parse(text) : text) as T,
          headers: new Headers(res.headers as Record<string, string>),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/**
 * The appeal a submission with this idempotency key stored. The public answer carries
 * no appeal number, so tests find a public appeal as the platform does: by its key.
 */
export async function appealIdForKey(key: string): Promise<number | undefined> {
  const { data } = await db().entities.idempotency.get({ key }).go({ consistent: true });
  return data?.appealId;
}

/**
 * POST /api/appeals as the public form (or, with a token, the call centre) sends it,
 * with an idempotency key as the form always has. `appealId` is the stored appeal's
 * number (read by the key for a public submission, whose answer does not carry it).
 */
export async function submitAppeal<T = any>(
  overrides: Partial<AppealBody> = {},
  options: { token?: string; address?: string; idempotencyKey?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T> & { appealId: number }> {
  const key = options.idempotencyKey ?? (options.headers?.['Idempotency-Key'] ? undefined : newIdempotencyKey());
  const body = validAppealBody({ ...(key ? { idempotency_key: key } : {}), ...overrides });
  const reply = await callFrom<T>(options.address ?? randomAddress(), 'POST', '/api/appeals', { body, token: options.token, headers: options.headers });
  const given = (body.idempotency_key as string | undefined) ?? options.headers?.['Idempotency-Key'];
  const appealId = reply.status < 300 && given ? ((await appealIdForKey(given)) ?? 0) : 0;
  return { ...reply, appealId };
}

/** A staff account written straight to the table, with a token for it. */
export async function createStaff(p: {
  regionId: number;
  communityId: string;
  assistanceIds: number[];
  roles?: Array<'ADMIN' | 'USER' | 'OBSERVER'>;
  isActive?: boolean;
  emailVerified?: boolean;
  workStatus?: boolean;
  openAssignments?: number;
  name?: string;
}) {
  const id = await nextId('user');
  const user = {
    id,
    email: `staff${id}.${randomBytes(3).toString('hex')}@example.com`,
    passwordHash: 'not-a-real-hash',
    name: p.name ?? 'Тетяна',
    last_name: `Тестова${id}`,
    phone: randomPhone(),
    responsability: 'Фахівчиня із соціальної роботи',
    institution: 'Центр соціальних служб',
    assistanceIds: p.assistanceIds,
    regionId: p.regionId,
    communityId: p.communityId,
    roles: p.roles ?? ['USER'],
    isActive: p.isActive ?? true,
    emailVerified: p.emailVerified ?? true,
    workStatus: p.workStatus ?? true,
    openAssignments: p.openAssignments ?? 0,
  };
  await db()
    .entities.user.put({ ...user, ...activeAdminKeys(user), ...executorKeys(user) })
    .go();
  const token = await signAccessToken({ userId: id, name: `${user.name} ${user.last_name}`, roles: user.roles, regionId: p.regionId });
  return { ...user, token };
}

export async function readUser(id: number) {
  return (await db().entities.user.get({ id }).go({ consistent: true })).data;
}

/** An access token for any stored account, as sign-in would issue it. */
export async function tokenForUser(id: number): Promise<string> {
  const user = await readUser(id);
  if (!user) throw new Error(`no user ${id}`);
  return signAccessToken(
    { userId: id, name: `${user.name} ${user.last_name}`, roles: user.roles as Array<'ADMIN' | 'USER' | 'OBSERVER'>, regionId: user.regionId ?? null },
    { epoch: user.sessionEpoch ?? 0 },
  );
}
