import { activeAdmins } from '../db/active-admins';
import { env } from '../lib/env';
import { outboxPut, type Mail } from '../lib/outbox';
import type { AppealFacts } from './contributions';
import type { StatsDb } from './stats-db';

export const highRiskSubject = (appealId: number): string => `Терміново: звернення №${appealId} з високим ризиком`;

/**
 * The admins' mail when a high-risk appeal arrives (or an open one becomes high-risk):
 * the number and the link only. Neither the risk answers nor anything of the person
 * leave the platform: they stay behind the sign-in.
 */
export function highRiskMail(to: string, appealId: number): Mail {
  const subject = highRiskSubject(appealId);
  const link = `${env().PUBLIC_URL}/admin/appeals-history/appeal/${appealId}`;
  const text = ['Добрий день!', '', `${subject}. Воно має скорочений термін опрацювання.`, `Відкрити: ${link}`, '', 'Лист надіслано автоматично.'].join('\n');
  return { to, subject, text, kind: 'appeal-high-risk' };
}

/** Is the appeal open and high-risk now, and was not before (a new appeal, or a risk raised by an edit)? */
export const becameHighRisk = (before: AppealFacts | undefined, after: AppealFacts | undefined): boolean =>
  Boolean(after && after.status_id < 4 && after.highRisk && !before?.highRisk);

/**
 * One outbox item per active admin, written in the same transaction as the record's
 * aggregates, so a redelivered stream record never mails twice. The admins come from
 * their own index (db/active-admins.ts), not from a read of every user.
 */
export async function highRiskMailPuts(db: StatsDb, appeal: AppealFacts) {
  const admins = await activeAdmins(db);
  return admins.map((u, i) => ({ Put: outboxPut(db.table, highRiskMail(u.email, appeal.id), Date.now() + 100 + i) }));
}
