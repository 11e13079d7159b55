import { escapeHtml } from './auth-mail';
import type { VerificationOutcome } from './verify-email';

const PAGES: Record<VerificationOutcome, { status: number; title: string; text: string }> = {
  verified: {
    status: 200,
    title: 'Адресу підтверджено',
    text: 'Дякуємо! Вашу адресу електронної пошти підтверджено. Адміністратор розгляне заявку й надасть доступ до платформи — ви отримаєте лист «Доступ до платформи узгоджено». Після цього можна буде увійти.',
  },
  'already-verified': {
    status: 200,
    title: 'Адресу вже підтверджено',
    text: 'Цю адресу електронної пошти вже підтверджено. Якщо доступ до платформи ще не надано, дочекайтеся листа «Доступ до платформи узгоджено».',
  },
  expired: {
    status: 410,
    title: 'Термін дії посилання минув',
    text: 'Посилання для підтвердження дійсне 48 годин. Щоб підтвердити адресу, скористайтеся відновленням пароля або зверніться до адміністратора платформи по новий лист.',
  },
  invalid: {
    status: 400,
    title: 'Посилання недійсне',
    text: 'Посилання для підтвердження недійсне або вже використане. Перевірте, чи його скопійовано повністю, або зверніться до адміністратора платформи.',
  },
};

/** A small self-contained page: no scripts, no outside resources, no referrer carrying the token. */
export function verificationPage(outcome: VerificationOutcome): { status: number; html: string } {
  const page = PAGES[outcome];
  const html = `<!doctype html>
<html lang="uk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)} | Проєкт Досить</title>
<style>body{font-family:Arial,sans-serif;background:#f5f5f7;color:#1f2937;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center}main{background:#fff;max-width:32rem;padding:2rem;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.1)}h1{font-size:1.4rem;margin-top:0}a{color:#7c3aed}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
<p><a href="/login">Перейти до входу</a></p>
</main>
</body>
</html>
`;
  return { status: page.status, html };
}
