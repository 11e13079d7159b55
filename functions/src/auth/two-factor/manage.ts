import { randomUUID } from 'node:crypto';
import type { EnrolmentKey, TwoFactorStatus } from '@dosyt/core/api/security-answers';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@dosyt/core/errors';
import { bindEntities } from '../../db/bind';
import { db } from '../../db/service';
import { userAuditEntity } from '../../db/entities/user-audit.entity';
import type { UserItem } from '../../db/entities/user.entity';
import { logger } from '../../lib/logger';
import { getUser, requireUser } from '../../accounts/accounts';
import { endSessions } from '../end-sessions';
import { acceptCode, refuseCode, throttleCode } from './checks';
import { twoFactorRequired } from './policy';
import { RECOVERY_CODE_COUNT } from './recovery-codes';
import { sealSecret } from './secret-box';
import { newTotpSecret, totpUri } from './totp';

/** A new secret to put in the authenticator app; it counts only once confirmed with a code. */
export async function startEnrolment(user: UserItem): Promise<EnrolmentKey> {
  if (user.twoFactorSecret) throw new ConflictError('Двофакторний вхід уже увімкнено');
  const secret = newTotpSecret();
  await db()
    .entities.user.patch({ id: user.id })
    .set({ twoFactorPendingSecret: await sealSecret(secret, user.id) })
    .go();
  logger.info('two-factor enrolment started', { userId: user.id });
  return { secret, uri: totpUri(secret, user.email) };
}

export async function twoFactorStatus(userId: number): Promise<TwoFactorStatus> {
  const user = await requireUser(userId);
  return {
    enabled: Boolean(user.twoFactorSecret),
    required: await twoFactorRequired(user),
    recoveryCodesLeft: user.twoFactorSecret ? (user.recoveryCodeHashes?.length ?? 0) : 0,
    recoveryCodeCount: RECOVERY_CODE_COUNT,
  };
}

/**
 * The account's audit trail, bound here rather than in db/service.ts: every entity there
 * weighs on every bundle, and the auth function is at its size target.
 */
export const userAudit = () => ({ entities: bindEntities({ userAudit: userAuditEntity }) });

const TWO_FACTOR_FIELDS = ['twoFactorSecret', 'twoFactorPendingSecret', 'twoFactorEnabledAt', 'twoFactorLastStep', 'recoveryCodeHashes'] as const;

/** The person turns their own second factor off, with a current code; not where it is required. */
export async function disableOwn(userId: number, code: string, address: string): Promise<void> {
  const user = await requireUser(userId);
  if (!user.twoFactorSecret) throw new ConflictError('Двофакторний вхід не увімкнено');
  if (await twoFactorRequired(user)) throw new ForbiddenError('Для вашого облікового запису двофакторний вхід обов’язковий');
  const attempt = await throttleCode(user.id, address);
  if (!(await acceptCode(user, code))) refuseCode(user.id);
  await attempt.succeeded();
  await db()
    .entities.user.patch({ id: user.id })
    .remove([...TWO_FACTOR_FIELDS])
    .go();
  logger.info('two-factor disabled', { userId });
}

/**
 * An admin takes another person's second factor away (a lost phone): the person's
 * sessions end, and their next sign-in sets a new one up where it is required.
 * Kept on the account's audit trail and as a 'user audit' log line; no personal data.
 */
export async function resetTwoFactor(actorId: number, userId: number): Promise<void> {
  if (actorId === userId) throw new ValidationError('Власний другий фактор змінюється у профілі');
  const user = await getUser(userId);
  if (!user) throw new NotFoundError('Користувача не знайдено');
  if (!user.twoFactorSecret && !user.twoFactorPendingSecret) throw new ConflictError('У користувача не налаштовано другий фактор');
  await db()
    .entities.user.patch({ id: userId })
    .remove([...TWO_FACTOR_FIELDS])
    .go();
  await endSessions(userId, 'two-factor-reset');
  const at = new Date().toISOString();
  const facts = { action: 'two-factor-reset', fields: ['twoFactor'], before: { twoFactor: true }, after: { twoFactor: false } };
  await userAudit()
    .entities.userAudit.create({ userId, actorId, at, eventId: randomUUID(), ...facts })
    .go();
  logger.info('user audit', { audit: 'user', userId, by: actorId, ...facts });
}
