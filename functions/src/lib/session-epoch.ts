import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { dynamo } from './aws';
import { env } from './env';
import { logger } from './logger';
import { verifyAccessToken, type SessionClaims, type VerifyResult } from './tokens';

/**
 * Access that ends when the account says so. An access token lives 15 minutes and
 * carries the account's session epoch and its sign-in id (tokens.ts); every check
 * compares them with the account, read at most once per ACCOUNT_CHECK_TTL_MS per
 * instance (one GetItem). So within that time of a deactivation, a password reset,
 * a sign-out everywhere or a change of roles (epoch raised), or a sign-out (that
 * sign-in ended), every older token is refused; the chat function closes the
 * account's sockets on the session-end record written here.
 *
 * Plain document-client calls, not the ElectroDB entity: every function checks
 * tokens, and ElectroDB would add ~190 KB to the ones that do not use it.
 */

/** The answer to a token of an ended session (the same words the refresh uses). */
export const SESSION_ENDED_MESSAGE = 'Сесія завершилась. Увійдіть знову';

/** The bound is 30 s (docs/security.md, T3); the cache keeps well inside it. */
export const ACCOUNT_CHECK_TTL_MS = 20_000;
/** Session-end records (pk 'session-end'): the jobs function's stream consumer closes the sockets they name (chat/session-ends.ts). */
export const SESSION_END_PK = 'session-end';
const SESSION_END_TTL_SECONDS = 24 * 3600;
const MAX_CACHED_ACCOUNTS = 5_000;

export interface AccountSessionState {
  epoch: number;
  active: boolean;
  /** Ids of sign-ins ended one by one whose access tokens may still be around. */
  ended: ReadonlySet<string>;
}

interface Cached {
  state: Promise<AccountSessionState | null>;
  readAt: number;
}

const cache = new Map<number, Cached>();

/** The user item's key, as the user entity (db/entities/user.entity.ts) writes it; a test holds them equal. */
export const userKey = (userId: number) => ({ pk: `user#${userId}`, sk: 'user' });

const endedEntry = (sid: string, expiresAt: number) => `${expiresAt}:${sid}`;
function parseEnded(entries: Iterable<string> | undefined, nowSeconds: number): { live: Set<string>; expired: string[] } {
  const live = new Set<string>();
  const expired: string[] = [];
  for (const entry of entries ?? []) {
    const at = entry.indexOf(':');
    if (Number(entry.slice(0, at)) > nowSeconds) live.add(entry.slice(at + 1));
    else expired.push(entry);
  }
  return { live, expired };
}

interface StoredSessionState {
  sessionEpoch?: number;
  isActive?: boolean;
  /** A string set: the document client reads it as a Set. */
  endedSessions?: Set<string>;
}

async function readStored(userId: number, attributes: string[]): Promise<StoredSessionState | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: env().TABLE_NAME,
      Key: userKey(userId),
      ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a])),
    }),
  );
  return Item as StoredSessionState | undefined;
}

async function readAccount(userId: number): Promise<AccountSessionState | null> {
  const item = await readStored(userId, ['pk', 'sessionEpoch', 'isActive', 'endedSessions']);
  if (!item) return null;
  return { epoch: item.sessionEpoch ?? 0, active: item.isActive === true, ended: parseEnded(item.endedSessions, Date.now() / 1000).live };
}

/** One update of the user item, only if it exists (as the entity's patch does). */
function updateUser(userId: number, expression: string, values: Record<string, unknown>, names: Record<string, string>) {
  return dynamo().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: userKey(userId),
      UpdateExpression: expression,
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': 'pk', ...names },
      ExpressionAttributeValues: values,
      ReturnValues: 'UPDATED_NEW',
    }),
  );
}

/** The account's session state, cached for ACCOUNT_CHECK_TTL_MS; a failed read is not kept. */
export function accountSessionState(userId: number, now = Date.now()): Promise<AccountSessionState | null> {
  const hit = cache.get(userId);
  if (hit && now - hit.readAt < ACCOUNT_CHECK_TTL_MS) return hit.state;
  if (cache.size >= MAX_CACHED_ACCOUNTS) cache.clear();
  const state = readAccount(userId);
  const entry = { state, readAt: now };
  cache.set(userId, entry);
  state.catch(() => {
    if (cache.get(userId) === entry) cache.delete(userId);
  });
  return state;
}

/** This instance learns of a change at once; others within ACCOUNT_CHECK_TTL_MS. */
export function forgetAccountSessionState(userId?: number): void {
  if (userId === undefined) cache.clear();
  else cache.delete(userId);
}

export function sessionIsCurrent(state: AccountSessionState | null, session: SessionClaims): boolean {
  if (!state || !state.active) return false;
  if (session.epoch !== state.epoch) return false;
  return !(session.sid && state.ended.has(session.sid));
}

/** verifyAccessToken, then the account's word: a valid signature of an ended session is 'ended'. */
export async function verifySession(token: string): Promise<VerifyResult> {
  const verified = await verifyAccessToken(token);
  if (!('caller' in verified)) return verified;
  const state = await accountSessionState(verified.caller.userId);
  if (!sessionIsCurrent(state, verified.session)) return { error: 'ended' };
  return verified;
}

/** Tells the chat function to close the account's sockets (only the sign-in's, when given). */
async function recordSessionEnd(userId: number, sid?: string): Promise<void> {
  const now = Date.now();
  await dynamo().send(
    new PutCommand({
      TableName: env().TABLE_NAME,
      Item: { pk: SESSION_END_PK, sk: `end#${ulid(now)}`, userId, ...(sid ? { sid } : {}), expiresAt: Math.floor(now / 1000) + SESSION_END_TTL_SECONDS },
    }),
  );
}

/** Ends every sign-in of the account: all its access tokens and sockets, within the bound. Answers the new epoch. */
export async function raiseSessionEpoch(userId: number): Promise<number> {
  const { Attributes } = await updateUser(userId, 'ADD #epoch :one', { ':one': 1 }, { '#epoch': 'sessionEpoch' });
  forgetAccountSessionState(userId);
  await recordSessionEnd(userId);
  const epoch = Number(Attributes?.sessionEpoch ?? 0);
  logger.info('session epoch raised', { userId, epoch });
  return epoch;
}

/** Ends one sign-in (sign-out): its access tokens are refused until they would have run out anyway. */
export async function endSignIn(userId: number, sid: string): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const expiresAt = nowSeconds + env().ACCESS_TOKEN_MINUTES * 60 + 60;
  const current = await readStored(userId, ['pk', 'endedSessions']);
  if (!current) return;
  const { expired } = parseEnded(current.endedSessions, nowSeconds);
  // Set add and delete are atomic, so two sign-outs at once lose neither (one update may not do both to one set).
  await updateUser(userId, 'ADD #ended :entry', { ':entry': new Set([endedEntry(sid, expiresAt)]) }, { '#ended': 'endedSessions' });
  if (expired.length > 0) await updateUser(userId, 'DELETE #ended :expired', { ':expired': new Set(expired) }, { '#ended': 'endedSessions' });
  forgetAccountSessionState(userId);
  await recordSessionEnd(userId, sid);
}
