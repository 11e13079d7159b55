/**
 * How long personal data stay: a finished appeal's personal data are
 * kept this many months after it finished, then anonymised; read-audit records this
 * many months. Admins change both in the appeal settings.
 */
export const DEFAULT_RETENTION_MONTHS = 24;
export const DEFAULT_READ_AUDIT_MONTHS = 36;
export const MIN_RETENTION_MONTHS = 1;
export const MAX_RETENTION_MONTHS = 120;

/** What stands in the name of an anonymised appeal; the phone and texts are emptied. */
export const ANONYMISED_NAME = 'Знеособлено';

/** An anonymised appeal stays as it is: no edit may bring personal data back into it. */
export const ANONYMISED_EDIT_MESSAGE = 'Персональні дані цього звернення знеособлено: його не можна редагувати';
/** Nobody can read an answer to an anonymised appeal: its follow-up code has ended. */
export const ANONYMISED_REPLY_MESSAGE = 'Персональні дані цього звернення знеособлено: код відстеження більше не діє, відповідь заявник не побачить';

/** Why an appeal was anonymised: its period ran out, or the person asked to be forgotten. */
export type AnonymiseReason = 'retention' | 'request';

/**
 * The instant before which a finished appeal is past its period: `now` moved back
 * `months` calendar months (UTC), the day clamped to the shorter month (31 March - 1 = 28/29 February).
 */
export function retentionCutoff(now: number, months: number): number {
  const d = new Date(now);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(
    target.getUTCFullYear(),
    target.getUTCMonth(),
    Math.min(d.getUTCDate(), lastDay),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}
