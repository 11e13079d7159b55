import { assistansTypeText } from '@dosyt/core/assistance/assistance';
import { assistanceTypeEntity } from '../db/entities/assistance-type.entity';
import { activeAdmins } from '../db/active-admins';
import { env } from '../lib/env';
import { outboxPut, type Mail } from '../lib/outbox';
import type { AppealFacts } from './contributions';
import { queryAll, type StatsDb } from './stats-db';

export const unassignedSubject = (appealId: number): string => `Звернення №${appealId} чекає на виконавця`;

/**
 * The admins' mail when an appeal is left with a type nobody in its region carries.
 * It names the number, the waiting types and the link, nothing of the person: that
 * stays behind the sign-in.
 */
export function unassignedMail(to: string, appealId: number, waitingTypes: string): Mail {
  const subject = unassignedSubject(appealId);
  const link = `${env().PUBLIC_URL}/admin/appeal/edit/${appealId}`;
  const text = [
    'Добрий день!',
    '',
    `${subject}: в області звернення немає фахівця для такої допомоги: ${waitingTypes.replace(/\n/g, ', ')}.`,
    'Призначте виконавця з будь-якої області у вікні «Розподіл» звернення:',
    link,
    '',
    'Лист надіслано автоматично.',
  ].join('\n');
  return { to, subject, text, kind: 'appeal-unassigned' };
}

/** Is the appeal waiting now and was not before (a new appeal, or one whose executor left)? */
export const becameUnassigned = (before: AppealFacts | undefined, after: AppealFacts | undefined): boolean =>
  Boolean(after && after.status_id < 4 && after.unassignedTypeIds.length > 0 && !(before && before.unassignedTypeIds.length > 0));

/**
 * One outbox item per active admin, written in the same transaction as the record's
 * aggregates, so a redelivered stream record never mails twice. The admins come from
 * their own index (db/active-admins.ts), not from a read of every user.
 */
export async function unassignedMailPuts(db: StatsDb, appeal: AppealFacts) {
  const [admins, types] = await Promise.all([
    activeAdmins(db),
    queryAll(db, assistanceTypeEntity.query.byId({}).params({ table: db.table }) as Parameters<typeof queryAll>[1]),
  ]);
  const waiting = assistansTypeText(
    appeal.unassignedTypeIds,
    types.map((t) => ({ id: Number(t.id), description: String(t.description) })),
  );
  return admins.map((u, i) => ({ Put: outboxPut(db.table, unassignedMail(u.email, appeal.id, waiting), Date.now() + i) }));
}
