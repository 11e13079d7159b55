import { formatTime } from '@dosyt/core/dates/dates';
import type { ReactNode } from 'react';

/**
 * How long to wait, in plain words: 'через 12 хв (о 18:40)', 'через 1 год 5 хв (о 19:33)';
 * without a known wait, 'приблизно через годину' (the limit counts an hour).
 */
export function waitInWords(retryAfterSeconds: number | undefined, now = Date.now()): string {
  if (!retryAfterSeconds) return 'приблизно через годину';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const hours = Math.floor(minutes / 60);
  const span = hours > 0 ? `${hours} год${minutes % 60 ? ` ${minutes % 60} хв` : ''}` : `${minutes} хв`;
  return `через ${span} (о ${formatTime(new Date(now + minutes * 60_000))})`;
}

/**
 * /status after too many tries from one address: how long to wait, and what to do
 * meanwhile (the organisation's phone, `contacts`; 102 in danger), instead of a bare refusal.
 */
export function RateLimitNotice({ retryAfterSeconds, contacts }: { retryAfterSeconds?: number; contacts: ReactNode }) {
  return (
    <div
      role="alert"
      data-testid="follow-up-rate-limit"
      className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900"
    >
      <p className="font-medium">Забагато спроб з цієї адреси, тому перевірку тимчасово зупинено.</p>
      <p>Спробуйте знову {waitInWords(retryAfterSeconds)}. Ваш код і звернення збережено.</p>
      <p>Тим часом ви можете зателефонувати нам. Якщо вам загрожує небезпека зараз, телефонуйте 102.</p>
      {contacts}
    </div>
  );
}
