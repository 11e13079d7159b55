import type { RecoveryCodesAnswer } from '@dosyt/core/api/security-answers';
import { ConflictError, TooManyRequestsError, UnauthorizedError, ValidationError } from '@dosyt/core/errors';
import { db } from '../../db/service';
import type { UserItem } from '../../db/entities/user.entity';
import type { OneTimePurpose } from '../../db/entities/one-time-token.entity';
import { logger } from '../../lib/logger';
import { getUser } from '../../accounts/accounts';
import { addressSubject, clearAttempts, LOGIN_ADDRESS_LIMIT, LOGIN_THROTTLED_MESSAGE, takeAttempt, type AttemptLimit } from '../attempts';
import { endSessions } from '../end-sessions';
import { lookupOneTimeToken, retireOneTimeTokens } from '../one-time-tokens';
import { sha256Hex } from '../secrets';
import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { openSecret } from './secret-box';
import { acceptedStep } from './totp-check';

/**
 * Wrong codes for one account from one client address, as for passwords
 * (LOGIN_ACCOUNT_ADDRESS_LIMIT): a million codes, five guesses in a quarter hour.
 */
export const TWO_FACTOR_LIMIT: AttemptLimit = { scope: 'two-factor-account-address', max: 5, windowSeconds: 15 * 60 };
/**
 * Codes for one account from anywhere in an hour: a guesser spread over many
 * addresses still gets 10 of a million codes an hour (3 of them accepted at a
 * time: about one chance in 33,000 an hour), and must know the password to try.
 */
export const TWO_FACTOR_ACCOUNT_LIMIT: AttemptLimit = { scope: 'two-factor-account', max: 10, windowSeconds: 60 * 60 };
/** Codes tried with one sign-in challenge; then it is spent and the sign-in starts again from the password. */
export const CHALLENGE_CODE_ATTEMPTS = 5;

export const WRONG_CODE_MESSAGE = 'Невірний код. Перевірте час на телефоні та спробуйте ще раз';
export const CHALLENGE_ENDED_MESSAGE = 'Час на введення коду минув. Увійдіть ще раз';
export const CODE_THROTTLED_MESSAGE = 'Забагато невдалих спроб введення коду. Спробуйте ще раз через 15 хвилин';
export const ACCOUNT_CODE_THROTTLED_MESSAGE = 'Забагато невдалих спроб введення коду. Спробуйте ще раз через годину';
export const CHALLENGE_SPENT_MESSAGE = 'Забагато невірних кодів. Увійдіть ще раз';

const attemptSubject = (userId: number, address: string) => sha256Hex(`two-factor:${userId}\naddress:${address}`).slice(0, 32);
const accountSubject = (userId: number) => sha256Hex(`two-factor:${userId}`).slice(0, 32);

/** A valid challenge of the purpose, or the one refusal for a missing, used or expired one. */
export async function challengeUser(purpose: OneTimePurpose, challenge: string): Promise<UserItem> {
  const found = await lookupOneTimeToken(purpose, challenge);
  if (found.state !== 'valid') throw new UnauthorizedError(CHALLENGE_ENDED_MESSAGE);
  const user = await getUser(found.item.userId);
  if (!user || !user.isActive || !user.emailVerified) throw new UnauthorizedError(CHALLENGE_ENDED_MESSAGE);
  return user;
}

/** Uses a challenge once: of two requests racing with it, one wins. */
export async function consumeChallenge(purpose: OneTimePurpose, challenge: string): Promise<void> {
  try {
    await db()
      .entities.oneTimeToken.patch({ purpose, tokenHash: sha256Hex(challenge) })
      .set({ usedAt: new Date().toISOString() })
      .where(({ usedAt }, { notExists }) => notExists(usedAt))
      .go();
  } catch (error) {
    if (/conditional/i.test((error as Error).message)) throw new UnauthorizedError(CHALLENGE_ENDED_MESSAGE);
    throw error;
  }
}

/**
 * Counts a code attempt before it is checked: by address, by account from that
 * address, and by account from anywhere. A right code gives back its own attempt
 * of the account's hour (never anyone else's) and clears its address's.
 */
export async function throttleCode(userId: number, address: string) {
  const byAddress = await takeAttempt(LOGIN_ADDRESS_LIMIT, addressSubject(address));
  if (!byAddress.allowed) {
    logger.warn('code throttled by address');
    throw new TooManyRequestsError(LOGIN_THROTTLED_MESSAGE);
  }
  const subject = attemptSubject(userId, address);
  if (!(await takeAttempt(TWO_FACTOR_LIMIT, subject)).allowed) {
    logger.warn('code throttled by account and address', { userId });
    throw new TooManyRequestsError(CODE_THROTTLED_MESSAGE);
  }
  const byAccount = await takeAttempt(TWO_FACTOR_ACCOUNT_LIMIT, accountSubject(userId));
  if (!byAccount.allowed) {
    logger.warn('code throttled by account', { userId });
    throw new TooManyRequestsError(ACCOUNT_CODE_THROTTLED_MESSAGE);
  }
  return { succeeded: () => Promise.all([byAddress.release(), byAccount.release(), clearAttempts(TWO_FACTOR_LIMIT, subject)]) };
}

/**
 * Counts a code tried with a sign-in challenge, before it is checked (so parallel
 * guesses count too); past CHALLENGE_CODE_ATTEMPTS the challenge is spent for good.
 */
export async function countChallengeAttempt(purpose: OneTimePurpose, challenge: string): Promise<void> {
  const key = { purpose, tokenHash: sha256Hex(challenge) };
  const { data } = await db().entities.oneTimeToken.update(key).add({ codeAttempts: 1 }).go({ response: 'all_new' });
  if (Number(data.codeAttempts ?? 0) <= CHALLENGE_CODE_ATTEMPTS) return;
  await db()
    .entities.oneTimeToken.patch(key)
    .set({ usedAt: new Date().toISOString() })
    .where(({ usedAt }, { notExists }) => notExists(usedAt))
    .go()
    .catch(() => undefined);
  logger.warn('challenge spent on wrong codes', { userId: data.userId });
  throw new UnauthorizedError(CHALLENGE_SPENT_MESSAGE);
}

const isConditionalFailure = (error: unknown) => /conditional/i.test((error as Error).message);

/**
 * Checks a six-digit code against the secret (moving the last accepted step
 * forward, conditionally, so one code never counts twice) or takes one recovery
 * code out of the set. False for anything else.
 */
export async function acceptCode(user: UserItem, code: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  if (/^\d{6}$/.test(code)) {
    const step = acceptedStep(await openSecret(user.twoFactorSecret, user.id), code, user.twoFactorLastStep);
    if (step === null) return false;
    try {
      await db()
        .entities.user.patch({ id: user.id })
        .set({ twoFactorLastStep: step })
        .where(({ twoFactorLastStep }, { notExists, lt }) => `${notExists(twoFactorLastStep)} OR ${lt(twoFactorLastStep, step)}`)
        .go();
      return true;
    } catch (error) {
      if (isConditionalFailure(error)) return false;
      throw error;
    }
  }
  if (!normalizeRecoveryCode(code)) return false;
  const hash = recoveryCodeHash(code);
  if (!user.recoveryCodeHashes?.includes(hash)) return false;
  try {
    await db()
      .entities.user.patch({ id: user.id })
      .delete({ recoveryCodeHashes: [hash] })
      .where(({ recoveryCodeHashes }, { contains }) => contains(recoveryCodeHashes, hash))
      .go();
    logger.info('recovery code used', { userId: user.id });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

export function refuseCode(userId: number): never {
  logger.info('second factor refused', { userId });
  throw new UnauthorizedError(WRONG_CODE_MESSAGE);
}

/**
 * The code from the app proves the secret was taken: it becomes the account's, with ten recovery codes shown once.
 * Set up during a sign-in, `challenge` is the enrolment challenge that did it: it alone may finish that sign-in
 * (code-step.ts signInEnrolled). Every other open enrolment challenge of the account dies, so one taken before
 * (by someone who knew the password) opens nothing once the owner has enrolled.
 */
export async function confirmEnrolment(
  user: UserItem,
  code: string,
  address: string,
  from: { challenge: string } | { signInId: string | undefined },
): Promise<RecoveryCodesAnswer> {
  const challenge = 'challenge' in from ? from.challenge : undefined;
  if (user.twoFactorSecret) throw new ConflictError('Двофакторний вхід уже увімкнено');
  if (!user.twoFactorPendingSecret) throw new ValidationError('Спочатку отримайте новий ключ');
  const attempt = await throttleCode(user.id, address);
  if (challenge) await countChallengeAttempt('two-factor-enrol', challenge);
  const secret = await openSecret(user.twoFactorPendingSecret, user.id);
  const step = acceptedStep(secret, code, undefined);
  if (step === null) refuseCode(user.id);
  const { codes, hashes } = newRecoveryCodes();
  try {
    await db()
      .entities.user.patch({ id: user.id })
      .set({
        twoFactorSecret: user.twoFactorPendingSecret,
        twoFactorEnabledAt: new Date().toISOString(),
        twoFactorLastStep: step,
        recoveryCodeHashes: hashes,
      })
      .remove(['twoFactorPendingSecret'])
      .where(({ twoFactorPendingSecret }, { eq }) => eq(twoFactorPendingSecret, user.twoFactorPendingSecret!))
      .go();
  } catch (error) {
    // Another tab started over with a new key meanwhile: this code belongs to the old one.
    if (isConditionalFailure(error)) throw new ConflictError('Ключ змінився. Відскануйте новий код');
    throw error;
  }
  await attempt.succeeded();
  const enrolledWith = challenge ? sha256Hex(challenge) : undefined;
  if (enrolledWith) {
    await db().entities.oneTimeToken.patch({ purpose: 'two-factor-enrol', tokenHash: enrolledWith }).set({ enrolledAt: new Date().toISOString() }).go();
  }
  await retireOneTimeTokens('two-factor-enrol', user.id, enrolledWith);
  // Whoever was signed in with the password alone (a guesser, a shared device) is signed out; from the
  // profile, the sign-in that turned it on goes on (a sign-in enrolment starts its session after this).
  await endSessions(user.id, 'two-factor-enabled', 'signInId' in from ? from.signInId : undefined);
  logger.info('two-factor enabled', { userId: user.id });
  return { recoveryCodes: codes };
}

/** Enrolment during sign-in: the challenge of an admin (or anyone) who must have a second factor and has none. */
export const enrolmentUser = (challenge: string): Promise<UserItem> => challengeUser('two-factor-enrol', challenge);
