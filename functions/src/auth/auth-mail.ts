import { env } from '../lib/env';
import type { Mail } from '../lib/outbox';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** An absolute link on the platform's public origin. */
export function publicLink(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, env().PUBLIC_URL);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

export const verificationLink = (token: string): string => publicLink('/api/auth/verify-email', { token });
export const resetLink = (token: string): string => publicLink('/reset-password', { token });

function paragraphs(lines: string[], link?: { href: string; label: string }): string {
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html lang="uk"><body style="font-family:Arial,sans-serif;line-height:1.5">${body}${button}</body></html>`;
}

/**
 * A mail that asks the reader to follow one link: the text has the bare link between
 * `intro` and `outro`, the HTML the same paragraphs with the link as a button below.
 */
function linkMail(m: { kind: string; to: string; subject: string; intro: string[]; link: { href: string; label: string }; outro: string[] }): Mail {
  return {
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    text: [...m.intro, m.link.href, ...m.outro].join('\n\n'),
    html: paragraphs([...m.intro, ...m.outro], m.link),
  };
}

export function verificationMail(to: string, name: string, token: string): Mail {
  return linkMail({
    kind: 'email-verification',
    to,
    subject: 'Підтвердження email на платформі «Досить»',
    intro: [`Вітаємо, ${name}!`, 'Ви зареєструвалися на платформі «Досить». Щоб підтвердити адресу електронної пошти, перейдіть за посиланням нижче.'],
    link: { href: verificationLink(token), label: 'Підтвердити email' },
    outro: [
      'Посилання дійсне 48 годин і спрацьовує один раз. Після підтвердження адміністратор розгляне вашу заявку й надасть доступ до платформи — про це ви отримаєте окремий лист.',
      'Якщо ви не реєструвалися, просто проігноруйте цей лист.',
    ],
  });
}

/** To the owner of an address someone tried to register again: no link, nothing anyone else could use. */
export function registrationAttemptMail(to: string): Mail {
  const lines = [
    'Хтось щойно намагався зареєструватися на платформі «Досить» з вашою адресою електронної пошти. Обліковий запис з цією адресою вже існує, тому нового не створено.',
    'Якщо це були ви, увійдіть на сторінці входу; якщо забули пароль, скористайтеся відновленням пароля на тій самій сторінці.',
    'Якщо це були не ви, нічого робити не потрібно: ваш обліковий запис не змінено. Якщо такі листи повторюються, повідомте адміністратора платформи.',
  ];
  return { kind: 'registration-attempt', to, subject: 'Спроба реєстрації з вашою адресою', text: lines.join('\n\n'), html: paragraphs(lines) };
}

export function resetMail(to: string, token: string): Mail {
  return linkMail({
    kind: 'password-reset',
    to,
    subject: 'Відновлення пароля на платформі «Досить»',
    intro: [
      'Надійшов запит на відновлення пароля до вашого облікового запису на платформі «Досить». Щоб встановити новий пароль, перейдіть за посиланням нижче.',
    ],
    link: { href: resetLink(token), label: 'Встановити новий пароль' },
    outro: ['Посилання дійсне 1 годину і спрацьовує один раз.', 'Якщо ви не надсилали запит, проігноруйте цей лист: ваш пароль не зміниться.'],
  });
}

export function passwordChangedMail(to: string): Mail {
  const lines = [
    'Пароль до вашого облікового запису на платформі «Досить» змінено, усі попередні сеанси завершено.',
    'Якщо це були не ви, негайно зверніться до адміністратора платформи.',
  ];
  return { kind: 'password-changed', to, subject: 'Пароль змінено', text: lines.join('\n\n'), html: paragraphs(lines) };
}
