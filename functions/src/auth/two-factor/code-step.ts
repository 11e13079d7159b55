import type * as z from '@dosyt/core/validation/zod';
import { UnauthorizedError } from '@dosyt/core/errors';
import { getUser } from '../../accounts/accounts';
import { finishSignIn, type SignedIn } from '../sign-in';
import { lookupOneTimeToken } from '../one-time-tokens';
import { acceptCode, CHALLENGE_ENDED_MESSAGE, challengeUser, consumeChallenge, countChallengeAttempt, refuseCode, throttleCode } from './checks';
import type { challengeCodeSchema } from '@dosyt/core/api/user-bodies';

/** The second step of a sign-in: the challenge from the password step and a code (or a recovery code). */
export async function signInWithCode(input: z.infer<typeof challengeCodeSchema>, address: string): Promise<SignedIn> {
  const user = await challengeUser('two-factor', input.challenge);
  const attempt = await throttleCode(user.id, address);
  await countChallengeAttempt('two-factor', input.challenge);
  if (!(await acceptCode(user, input.code))) refuseCode(user.id);
  await consumeChallenge('two-factor', input.challenge);
  await attempt.succeeded();
  return finishSignIn(user);
}

/**
 * Enrolment during sign-in ends as a sign-in: the users function confirmed the new
 * secret with a code, with this very challenge (checks.ts confirmEnrolment marks it).
 * Any other challenge of the account, however valid it looked, opens nothing.
 */
export async function signInEnrolled(challenge: string): Promise<SignedIn> {
  const found = await lookupOneTimeToken('two-factor-enrol', challenge);
  const user = found.state === 'valid' && found.item.enrolledAt ? await getUser(found.item.userId) : undefined;
  const enrolledSince = found.state === 'valid' && user?.twoFactorSecret && user.twoFactorEnabledAt && user.twoFactorEnabledAt >= found.item.createdAt;
  if (!user || !enrolledSince || !user.isActive || !user.emailVerified) throw new UnauthorizedError(CHALLENGE_ENDED_MESSAGE);
  await consumeChallenge('two-factor-enrol', challenge);
  return finishSignIn(user);
}
