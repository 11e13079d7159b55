import { ConflictError, NotFoundError } from '@dosyt/core/errors';
import { ACCESS_MESSAGES } from '@dosyt/core/user/user.messages';
import { publicLink, verificationMail } from '../auth/auth-mail';
import { issueOneTimeToken } from '../auth/one-time-tokens';
import { logger } from '../lib/logger';
import { queueMail, type Mail } from '../lib/outbox';
import { findUserByEmail } from '../accounts/accounts';

/** The access e-mail (access granted or taken away), always made here from the account's current state. */
export function accessMail(to: string, granted: boolean): Mail {
  const text = granted
    ? `${ACCESS_MESSAGES.granted}.\n\nТепер ви можете увійти до платформи «Досить»: ${publicLink('/login')}`
    : `${ACCESS_MESSAGES.revoked}.\n\nЯкщо ви вважаєте це помилкою, зверніться до адміністратора платформи.`;
  return { kind: granted ? 'access-granted' : 'access-revoked', to, subject: granted ? ACCESS_MESSAGES.granted : ACCESS_MESSAGES.revoked, text };
}

const NO_SUCH_USER = 'Користувача з таким email не знайдено';

async function recipient(to: string) {
  const user = await findUserByEmail(to);
  if (!user) throw new NotFoundError(NO_SUCH_USER);
  return user;
}

/** Re-sends the access e-mail that matches the account's current active flag. */
export async function mailAccessChange(to: string): Promise<{ message: string; mail: 'queued' }> {
  const user = await recipient(to);
  const mail = await queueMail(accessMail(user.email, user.isActive));
  logger.info('access mail re-sent', { userId: user.id, granted: user.isActive });
  return { message: 'Лист надіслано', mail };
}

/** Re-sends the verification link with a fresh server-made token. */
export async function resendVerification(to: string): Promise<{ message: string; mail: 'queued' }> {
  const user = await recipient(to);
  if (user.emailVerified) throw new ConflictError('Email цього користувача вже підтверджено');
  const token = await issueOneTimeToken('verify-email', user.id);
  const mail = await queueMail(verificationMail(user.email, user.name, token));
  logger.info('verification mail re-sent', { userId: user.id });
  return { message: 'Лист надіслано', mail };
}
