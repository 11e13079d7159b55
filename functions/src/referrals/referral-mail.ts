import { formatDateTime } from '@dosyt/core/dates/dates';
import { referralStatusLabel, type ReferralStatus } from '@dosyt/core/referral/referral';
import { env } from '../lib/env';
import type { Mail } from '../lib/outbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function html(lines: readonly string[], link: string): string {
  return lines
    .map((line) => (line === '' ? '<br />' : `<p>${escapeHtml(line).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`))
    .join('\n');
}

export const REFERRAL_MAIL_SUBJECT = 'Нове направлення від платформи «Досить»';

/**
 * The mail to the service: the link and when it stops working, nothing about the
 * person, the appeal or its number. What the person agreed to share is behind the
 * link, which works for one referral only and dies with its final answer.
 */
export function referralMail(to: string, serviceName: string, link: string, expiresAt: number): Mail {
  const lines = [
    `Добрий день! До служби «${serviceName}» надійшло направлення через платформу «Досить».`,
    '',
    'Відкрийте посилання, щоб переглянути направлення та відповісти (прийняти, відхилити або повідомити, що допомогу надано):',
    link,
    '',
    `Посилання діє до ${formatDateTime(expiresAt)} і лише для цього направлення. Не пересилайте цей лист.`,
    'Лист не містить персональних даних. Надіслано автоматично.',
  ];
  return { to, subject: REFERRAL_MAIL_SUBJECT, text: lines.join('\n'), html: html(lines, link), kind: 'referral-sent' };
}

export const referralChangeSubject = (appealId: number): string => `Служба відповіла на направлення у зверненні №${appealId}`;
export const referralSentSubject = (appealId: number): string => `Звернення №${appealId} направлено до партнерської служби`;
export const referralExpiredSubject = (appealId: number): string => `Служба не відповіла на направлення у зверненні №${appealId}`;

const changeSubject = (appealId: number, status: ReferralStatus): string =>
  status === 'sent' ? referralSentSubject(appealId) : status === 'expired' ? referralExpiredSubject(appealId) : referralChangeSubject(appealId);

/** To an executor: the number, the new state and a link to the record; the notes stay behind the sign-in. */
export function referralChangeMail(to: string, appealId: number, assignmentId: number, status: Exclude<ReferralStatus, 'closed'>): Mail {
  const link = `${env().PUBLIC_URL}/admin/appeal-history/edit/${assignmentId}`;
  const subject = changeSubject(appealId, status);
  const lines = [
    `${subject}.`,
    `Новий стан направлення: ${referralStatusLabel(status)}.`,
    'Подробиці доступні лише після входу на платформу.',
    '',
    `Відкрити: ${link}`,
  ];
  return { to, subject, text: lines.join('\n'), html: html(lines, link), kind: 'referral-answered' };
}
