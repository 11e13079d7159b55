import type { ForgotPasswordInput } from '@dosyt/core/user/credentials.schema';
import { AUTH_MESSAGES } from '@dosyt/core/user/user.messages';
import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '../lib/logger';
import { queueMail } from '../lib/outbox';
import { findUserByEmail } from '../accounts/accounts';
import { RESET_MAIL_LIMIT, takeAttempt } from './attempts';
import { resetMail } from './auth-mail';
import { issueOneTimeToken } from './one-time-tokens';

/** Known and unknown addresses answer alike and in about the same time: nobody learns who has an account. */
const MIN_ANSWER_MS = 400;

export async function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  const started = Date.now();
  try {
    const user = await findUserByEmail(input.email);
    if (!user) {
      logger.info('password reset requested for an unknown address');
    } else if (!(await takeAttempt(RESET_MAIL_LIMIT, String(user.id))).allowed) {
      logger.warn('password reset mail limit reached', { userId: user.id });
    } else {
      const token = await issueOneTimeToken('reset-password', user.id);
      await queueMail(resetMail(user.email, token));
      logger.info('password reset link issued', { userId: user.id });
    }
  } finally {
    const left = MIN_ANSWER_MS - (Date.now() - started);
    if (left > 0) await sleep(left);
  }
  return { message: AUTH_MESSAGES.forgotSent };
}
