/** The query strings of the log routes (logs.ts): the functions' pipeline parses each request with these. */
import * as z from '../validation/zod';
import { kyivDayStart } from '../dates/dates';
import { blank, optionalText, param } from './query-params';

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL'] as const;
export const LOG_PAGE_DEFAULT = 50;
export const LOG_PAGE_MAX = 200;
export const READS_PAGE_DEFAULT = 50;
export const READS_PAGE_MAX = 200;

const invalid = (name: string) => `Некоректний параметр: ${name}`;

/** A page's size: `fallback` when absent, refused beyond `max`. */
const pageLimit = (fallback: number, max: number) =>
  param(invalid('limit'), (value, refuse) => {
    if (!value) return fallback;
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= max ? n : refuse();
  });

/** Epoch milliseconds of an ISO date, or absent. */
const time = (name: string) =>
  param(`Некоректна дата: ${name}`, (value, refuse) => {
    if (blank(value)) return undefined;
    const t = Date.parse(value);
    return Number.isNaN(t) ? refuse() : t;
  });

/** A trimmed text matching `pattern`, or absent. */
const matching = (name: string, pattern: RegExp) =>
  param(invalid(name), (value, refuse) => {
    const text = value?.trim();
    if (!text) return undefined;
    return pattern.test(text) ? text : refuse();
  });

/** GET /api/logs: level (one or several, comma-separated), from, to, fn, text, before, limit. */
export const logSearchQuery = z.pipe(
  z.object({
    level: param(invalid('level'), (value, refuse) => {
      const levels = (value ?? '')
        .split(',')
        .map((l) => l.trim().toUpperCase())
        .filter(Boolean);
      return levels.some((l) => !(LOG_LEVELS as readonly string[]).includes(l)) ? refuse() : levels;
    }),
    limit: pageLimit(LOG_PAGE_DEFAULT, LOG_PAGE_MAX),
    text: optionalText('text', 200),
    fn: matching('fn', /^[a-z0-9-]{1,40}$/i),
    before: matching('before', /^\d{1,16}$/),
    from: time('from'),
    to: time('to'),
  }),
  z.transform(({ level, ...rest }) => ({ levels: level, ...rest })),
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const READ_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_([0-9A-HJKMNP-TV-Z]{26})$/;

/** A Kyiv day 'YYYY-MM-DD' that has a first moment. */
const day = (message: string) =>
  param(message, (value, refuse) => {
    const text = value?.trim() ?? '';
    return DAY.test(text) && kyivDayStart(text) ? text : refuse();
  });

function nextDay(text: string): string {
  const d = new Date(`${text}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const TO_BEFORE_FROM = 'Кінець періоду раніше за його початок';

/**
 * GET /api/logs/reads/{userId}[/export]: from and to ('YYYY-MM-DD', Kyiv days, both included),
 * before (the last read of the previous page, `<at>_<id>`), limit. The period comes out as
 * instants: from the first moment of `from` to the first moment of the day after `to`.
 */
export const staffReadsQuery = z.pipe(
  z.object({
    from: day('Вкажіть коректну дату початку періоду'),
    to: day('Вкажіть коректну дату кінця періоду'),
    limit: pageLimit(READS_PAGE_DEFAULT, READS_PAGE_MAX),
    before: param(invalid('before'), (value, refuse) => {
      const cursor = value?.trim();
      if (!cursor) return undefined;
      const m = READ_CURSOR.exec(cursor);
      return m ? { at: m[1]!, id: m[2]! } : refuse();
    }),
  }),
  z.transform(({ from, to, limit, before }, ctx) => {
    if (to < from) {
      ctx.issues.push({ code: 'custom', message: TO_BEFORE_FROM, input: to, path: ['to'] });
      return z.NEVER;
    }
    return { from: kyivDayStart(from)!, until: kyivDayStart(nextDay(to))!, fromDay: from, toDay: to, limit, ...(before ? { before } : {}) };
  }),
);
