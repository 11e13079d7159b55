import { publicLink } from './auth-mail';
import { activeAdmins } from '../db/active-admins';
import { db } from '../db/service';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { queueMail, type Mail } from '../lib/outbox';

export const REGISTRATION_NOTICE_SUBJECT = 'Нова реєстрація очікує на доступ';

/** The admins' notice: the first name and the region only, no e-mail, phone or surname. */
export function registrationNoticeMail(to: string, name: string, region: string): Mail {
  return {
    kind: 'registration-notice',
    to,
    subject: REGISTRATION_NOTICE_SUBJECT,
    text:
      `На платформі «Досить» зареєструвався новий користувач: ${name} (${region} область).\n` +
      `Користувач очікує на доступ. Перегляньте заявку: ${publicLink('/admin/settings/users')}`,
  };
}

/**
 * One mail to each active admin when a truly new account waits for access. Never
 * fails the registration (its answer is the same either way): a failure is logged.
 */
export async function noticeAdminsOfRegistration(userId: number, name: string, regionId: number): Promise<void> {
  try {
    // The admins' sparse index reads only them, never every account.
    const [admins, { data: region }] = await Promise.all([
      activeAdmins({ client: dynamo(), table: env().TABLE_NAME }),
      db().entities.region.get({ id: regionId }).go(),
    ]);
    for (const admin of admins) await queueMail(registrationNoticeMail(admin.email, name, region?.region ?? ''));
    logger.info('admins told of a registration', { userId, admins: admins.length });
  } catch (error) {
    logger.error('registration notice failed', { userId, error: error instanceof Error ? error.name : 'unknown' });
  }
}
