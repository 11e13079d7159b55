import { TooManyRequestsError, UnauthorizedError } from '@dosyt/core/errors';
import type { LoginInput } from '@dosyt/core/user/user.schema';
import { randomBytes } from 'node:crypto';
import { db } from '../db/service';
import { logger } from '../lib/logger';
import { signAccessToken } from '../lib/tokens';
import { callerOf, findUserByEmail } from '../users/accounts';
import { addressSubject, LOGIN_ADDRESS_LIMIT, takeAttempt } from './attempts';
import { hashPassword, verifyPassword } from './password';
import { startSession, type IssuedRefreshToken } from './sessions';

/** The one refusal for every failed sign-in, so it never tells which part was wrong (the web maps it). */
export const LOGIN_REFUSED_MESSAGE = 'Invalid email or access denied';
export const LOGIN_THROTTLED_MESSAGE = 'Забагато невдалих спроб входу з вашої адреси. Спробуйте ще раз через 15 хвилин';
export const MAX_FAILED_LOGINS = 10;
export const LOCK_MINUTES = 15;

let dummyHash: Promise<string> | undefined;

/** Unknown and locked accounts still cost one password check, so timing does not tell them apart. */
function spendPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash.then((hash) => verifyPassword(password, hash));
}

type Refusal = 'unknown-email' | 'locked' | 'wrong-password' | 'inactive' | 'unverified';

function refuse(reason: Refusal, userId?: number): never {
  logger.info('sign-in refused', { reason, ...(userId ? { userId } : {}) });
  throw new UnauthorizedError(LOGIN_REFUSED_MESSAGE);
}

/** Counts a wrong password; the tenth in a row locks the account for a while. */
async function recordWrongPassword(userId: number): Promise<void> {
  const { data } = await db().entities.user.patch({ id: userId }).add({ failedLogins: 1 }).go({ response: 'all_new' });
  if ((data.failedLogins ?? 0) >= MAX_FAILED_LOGINS) {
    await db()
      .entities.user.patch({ id: userId })
      .set({ failedLogins: 0, lockedUntil: Date.now() + LOCK_MINUTES * 60_000 })
      .go();
    logger.warn('account locked after repeated wrong passwords', { userId, minutes: LOCK_MINUTES });
  }
}

export interface SignedIn {
  accessToken: string;
  refresh: IssuedRefreshToken;
  userId: number;
}

export async function signIn(input: LoginInput, clientAddress: string): Promise<SignedIn> {
  const attempt = await takeAttempt(LOGIN_ADDRESS_LIMIT, addressSubject(clientAddress));
  if (!attempt.allowed) {
    logger.warn('sign-in throttled for a client address');
    throw new TooManyRequestsError(LOGIN_THROTTLED_MESSAGE);
  }

  const user = await findUserByEmail(input.email);
  if (!user) {
    await spendPasswordCheck(input.password);
    return refuse('unknown-email');
  }
  if (user.lockedUntil && user.lockedUntil > Date.now()) {
    await spendPasswordCheck(input.password);
    return refuse('locked', user.id);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await recordWrongPassword(user.id);
    return refuse('wrong-password', user.id);
  }

  const now = new Date().toISOString();
  if (!user.isActive || !user.emailVerified) {
    await db().entities.user.patch({ id: user.id }).set({ failedLogins: 0 }).remove(['lockedUntil']).go();
    return refuse(user.emailVerified ? 'inactive' : 'unverified', user.id);
  }

  await attempt.release();
  await db()
    .entities.user.patch({ id: user.id })
    .set({ failedLogins: 0, isOnline: true, lastSeenAt: now })
    .remove(['lockedUntil'])
    .go();
  const [accessToken, refresh] = await Promise.all([signAccessToken(callerOf(user)), startSession(user.id)]);
  logger.info('signed in', { userId: user.id });
  return { accessToken, refresh, userId: user.id };
}
