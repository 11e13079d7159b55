import { TooManyRequestsError, UnauthorizedError } from '@dosyt/core/errors';
import type { LoginInput } from '@dosyt/core/user/credentials.schema';
import { randomBytes } from 'node:crypto';
import { db } from '../db/service';
import { logger } from '../lib/logger';
import { signAccessToken } from '../lib/tokens';
import { callerOf, findUserByEmail } from '../accounts/accounts';
import {
  accountAddressSubject,
  addressSubject,
  clearAttempts,
  LOGIN_ACCOUNT_ADDRESS_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_THROTTLED_MESSAGE,
  takeAttempt,
} from './attempts';

export { LOGIN_THROTTLED_MESSAGE };
import type { UserItem } from '../db/entities/user.entity';
import { issueOneTimeToken } from './one-time-tokens';
import { hashPassword, verifyPassword } from './password';
import { secondFactorStep } from './two-factor/policy';
import { startSession, type IssuedRefreshToken } from './sessions';

/** The one refusal for every failed sign-in, so it never tells which part was wrong (the web maps it). */
export const LOGIN_REFUSED_MESSAGE = 'Invalid email or access denied';

let dummyHash: Promise<string> | undefined;

/** Unknown accounts still cost one password check, so timing does not tell them apart. */
function spendPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash.then((hash) => verifyPassword(password, hash));
}

type Refusal = 'unknown-email' | 'wrong-password' | 'inactive' | 'unverified';

function refuse(reason: Refusal, userId?: number): never {
  logger.info('sign-in refused', { reason, ...(userId ? { userId } : {}) });
  throw new UnauthorizedError(LOGIN_REFUSED_MESSAGE);
}

export interface SignedIn {
  accessToken: string;
  refresh: IssuedRefreshToken;
  userId: number;
}

/** The password was right; the sign-in goes on with a code ('code') or with setting one up first ('enrol'). */
export interface SecondFactorNeeded {
  secondFactor: 'code' | 'enrol';
  challenge: string;
}

/**
 * Two throttles, no lockout: failures per client address (LOGIN_ADDRESS_LIMIT) and
 * per account and address (LOGIN_ACCOUNT_ADDRESS_LIMIT). Both count before the
 * password is checked, so parallel guesses cannot slip past them.
 */
export async function signIn(input: LoginInput, clientAddress: string): Promise<SignedIn | SecondFactorNeeded> {
  const byAddress = await takeAttempt(LOGIN_ADDRESS_LIMIT, addressSubject(clientAddress));
  if (!byAddress.allowed) {
    logger.warn('sign-in throttled for a client address');
    throw new TooManyRequestsError(LOGIN_THROTTLED_MESSAGE);
  }
  const accountAddress = accountAddressSubject(input.email, clientAddress);
  if (!(await takeAttempt(LOGIN_ACCOUNT_ADDRESS_LIMIT, accountAddress)).allowed) {
    logger.warn('sign-in throttled for an account from a client address');
    throw new TooManyRequestsError(LOGIN_THROTTLED_MESSAGE);
  }

  const user = await findUserByEmail(input.email);
  if (!user) {
    await spendPasswordCheck(input.password);
    return refuse('unknown-email');
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) return refuse('wrong-password', user.id);

  if (!user.isActive || !user.emailVerified) return refuse(user.emailVerified ? 'inactive' : 'unverified', user.id);

  await Promise.all([byAddress.release(), clearAttempts(LOGIN_ACCOUNT_ADDRESS_LIMIT, accountAddress)]);
  const secondFactor = await secondFactorStep(user);
  if (secondFactor) {
    logger.info('second factor asked', { userId: user.id, step: secondFactor });
    return { secondFactor, challenge: await issueOneTimeToken(secondFactor === 'code' ? 'two-factor' : 'two-factor-enrol', user.id) };
  }
  return finishSignIn(user);
}

/** The person proved who they are (password, and the code where one is needed): a new session. */
export async function finishSignIn(user: UserItem): Promise<SignedIn> {
  const now = new Date().toISOString();
  const { data: updated } = await db().entities.user.patch({ id: user.id }).set({ isOnline: true, lastSeenAt: now }).go({ response: 'all_new' });
  // The epoch as the write left it (the e-mail lookup reads an index, which may lag a raise).
  const epoch = updated.sessionEpoch ?? user.sessionEpoch ?? 0;
  const refresh = await startSession(user.id, epoch);
  const accessToken = await signAccessToken(callerOf(user), { epoch, sid: refresh.familyId });
  logger.info('signed in', { userId: user.id });
  return { accessToken, refresh, userId: user.id };
}
