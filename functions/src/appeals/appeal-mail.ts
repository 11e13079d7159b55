import { formatDateTime } from '@dosyt/core/dates/dates';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { queueMail, type Mail } from '../lib/outbox';
import { batchGetUsers } from './appeal-views';

export interface AssignmentNotice {
  appealId: number;
  assignmentId: number;
  userId: number;
  typeDescription: string;
  deadlineAt: number;
  /** A high-risk appeal: the mail is marked 'Терміново' (never with the risk answers). */
  urgent?: boolean;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export const assignmentSubject = (appealId: number, kind: 'assigned' | 'redirected', urgent = false): string =>
  `${urgent ? 'Терміново: ' : ''}${kind === 'assigned' ? `Вам призначено нове звернення №${appealId}` : `Вам перенаправлено звернення №${appealId}`}`;

/**
 * The mail telling an executor a record is theirs: the number, the type of help, the
 * deadline and a link ('Терміново' first for a high-risk appeal), and nothing about the
 * person who asked or the risk answers: that stays behind the sign-in.
 */
export function assignmentMail(user: { email: string; name: string }, n: AssignmentNotice, kind: 'assigned' | 'redirected'): Mail {
  const link = `${env().PUBLIC_URL}/admin/appeal-history/edit/${n.assignmentId}`;
  const subject = assignmentSubject(n.appealId, kind, n.urgent);
  const lines = [
    `Добрий день, ${user.name}!`,
    '',
    `${subject}.`,
    ...(n.urgent ? ['Звернення потребує швидкої відповіді: термін опрацювання скорочено.'] : []),
    `Вид допомоги: ${n.typeDescription}.`,
    `Опрацювати до: ${formatDateTime(n.deadlineAt)}.`,
    '',
    `Відкрити: ${link}`,
    '',
    'Дані заявника доступні лише після входу на платформу. Лист надіслано автоматично.',
  ];
  const html = lines
    .map((line) => (line === '' ? '<br />' : `<p>${escapeHtml(line).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`))
    .join('\n');
  return { to: user.email, subject, text: lines.join('\n'), html, kind: `appeal-${kind}` };
}

/**
 * Tells each executor an appeal is theirs (`assignmentMail`). The mail is only queued
 * (the jobs function sends it), and even a failure to queue is only logged: the
 * record is stored. A new appeal queues its mail in its own transaction instead
 * (create-appeal.ts).
 */
export async function mailExecutors(notices: readonly AssignmentNotice[], kind: 'assigned' | 'redirected'): Promise<void> {
  if (notices.length === 0) return;
  try {
    const users = await batchGetUsers(notices.map((n) => n.userId));
    await Promise.all(
      notices.map(async (n) => {
        const user = users.get(n.userId);
        if (!user?.email) return;
        await queueMail(assignmentMail({ email: user.email, name: user.name }, n, kind)).catch((error: Error) =>
          logger.error('assignment mail lost', { kind, assignmentId: n.assignmentId, errorName: error.name }),
        );
      }),
    );
  } catch (error) {
    logger.error('assignment mail failed', { kind, errorName: (error as Error).name });
  }
}
