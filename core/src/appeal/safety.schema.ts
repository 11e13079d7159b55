import * as z from '../validation/zod';
import { RISK_QUESTION_IDS, type RiskAnswers, type RiskQuestionId } from './risk.rules';

/**
 * "Як безпечно з вами зв'язатися": how the specialist may reach the person without
 * putting them in danger. Optional on every appeal form; stored with the appeal,
 * shown to staff before the phone number, never put in any mail.
 */
export const SAFE_CONTACT_TITLE = "Як безпечно з вами зв'язатися";
export const SAFE_CONTACT_LIMITS = { note: 255, safeWord: 60, ranges: 3 } as const;

export const SAFE_CONTACT_DAYS = [
  { id: 'mon', label: 'Пн' },
  { id: 'tue', label: 'Вт' },
  { id: 'wed', label: 'Ср' },
  { id: 'thu', label: 'Чт' },
  { id: 'fri', label: 'Пт' },
  { id: 'sat', label: 'Сб' },
  { id: 'sun', label: 'Нд' },
] as const;
export type SafeContactDay = (typeof SAFE_CONTACT_DAYS)[number]['id'];
const DAY_IDS = SAFE_CONTACT_DAYS.map((d) => d.id) as [SafeContactDay, ...SafeContactDay[]];

export const SAFE_CONTACT_MESSAGES = {
  invalid: "Некоректні дані блоку «Як безпечно з вами зв'язатися»",
  day: 'Невідомий день тижня',
  time: 'Вкажіть час у форматі ГГ:ХХ',
  range: 'Початок і кінець проміжку мають різнитися',
  ranges: `Не більше ${SAFE_CONTACT_LIMITS.ranges} проміжків часу`,
  note: `Занадто довгий текст (максимум ${SAFE_CONTACT_LIMITS.note} символів)`,
  safeWord: `Занадто довгий текст (максимум ${SAFE_CONTACT_LIMITS.safeWord} символів)`,
  risk: 'Некоректні відповіді оцінки небезпеки',
} as const;

export interface SafeContactHours {
  from: string;
  to: string;
}
/** Stored and sent as is; every field optional, an empty block is no block. */
export interface SafeContact {
  /** false: only messages, never a call. */
  canCall?: boolean;
  days?: SafeContactDay[];
  hours?: SafeContactHours[];
  /** May a voicemail be left? */
  voicemail?: boolean;
  /** May an SMS be sent? */
  sms?: boolean;
  /** Said first by the specialist, so the person knows who is calling. */
  safeWord?: string;
  note?: string;
}

const blankToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
const optionalBool = z.preprocess(blankToUndefined, z.optional(z.boolean(SAFE_CONTACT_MESSAGES.invalid)));
const optionalText = (max: number, message: string) =>
  z.pipe(
    z.preprocess(blankToUndefined, z.optional(z.string(SAFE_CONTACT_MESSAGES.invalid).check(z.trim(), z.maxLength(max, message)))),
    z.transform((v) => (v ? v : undefined)),
  );
const time = z.string(SAFE_CONTACT_MESSAGES.time).check(z.trim(), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, SAFE_CONTACT_MESSAGES.time));

const isEmpty = (sc: SafeContact): boolean => Object.values(sc).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));

/** Wire body of `safe_contact` (POST and PUT /api/appeals); an empty block becomes undefined. */
export const safeContactSchema = z.preprocess(
  blankToUndefined,
  z.optional(
    z.pipe(
      z.object(
        {
          canCall: optionalBool,
          days: z.optional(
            z.pipe(
              z.array(z.enum(DAY_IDS, SAFE_CONTACT_MESSAGES.day), SAFE_CONTACT_MESSAGES.day).check(z.maxLength(7, SAFE_CONTACT_MESSAGES.day)),
              z.transform((days) => DAY_IDS.filter((d) => days.includes(d))),
            ),
          ),
          hours: z.optional(
            z
              .array(
                z.object({ from: time, to: time }, SAFE_CONTACT_MESSAGES.time).check(z.refine((r) => r.from !== r.to, SAFE_CONTACT_MESSAGES.range)),
                SAFE_CONTACT_MESSAGES.time,
              )
              .check(z.maxLength(SAFE_CONTACT_LIMITS.ranges, SAFE_CONTACT_MESSAGES.ranges)),
          ),
          voicemail: optionalBool,
          sms: optionalBool,
          safeWord: optionalText(SAFE_CONTACT_LIMITS.safeWord, SAFE_CONTACT_MESSAGES.safeWord),
          note: optionalText(SAFE_CONTACT_LIMITS.note, SAFE_CONTACT_MESSAGES.note),
        },
        SAFE_CONTACT_MESSAGES.invalid,
      ),
      z.transform((sc): SafeContact | undefined => {
        const clean = Object.fromEntries(Object.entries(sc).filter(([, v]) => v !== undefined)) as SafeContact;
        return isEmpty(clean) ? undefined : clean;
      }),
    ),
  ),
);

/** Wire body of `risk_answers`: question id → yes/no; unknown questions are refused. */
export const riskAnswersSchema = z.preprocess(
  blankToUndefined,
  z.optional(
    z.pipe(
      z
        .record(z.string(), z.optional(z.nullable(z.boolean(SAFE_CONTACT_MESSAGES.risk))), SAFE_CONTACT_MESSAGES.risk)
        .check(z.refine((r) => Object.keys(r).every((k) => (RISK_QUESTION_IDS as readonly string[]).includes(k)), SAFE_CONTACT_MESSAGES.risk)),
      z.transform((r): RiskAnswers => {
        const answers: RiskAnswers = {};
        for (const id of RISK_QUESTION_IDS) if (typeof r[id] === 'boolean') answers[id as RiskQuestionId] = r[id] as boolean;
        return answers;
      }),
    ),
  ),
);

const yesNo = (v: boolean | undefined, yes: string, no: string): string | undefined => (v === undefined ? undefined : v ? yes : no);

/** The safe-contact block as lines staff read, in a fixed order; empty for no block. */
export function safeContactLines(sc: SafeContact | null | undefined): { label: string; value: string }[] {
  if (!sc) return [];
  const days = sc.days?.length ? sc.days.map((d) => SAFE_CONTACT_DAYS.find((x) => x.id === d)?.label ?? d).join(', ') : undefined;
  const hours = sc.hours?.length ? sc.hours.map((h) => `${h.from}–${h.to}`).join(', ') : undefined;
  const lines: [string, string | undefined][] = [
    ['Дзвонити', yesNo(sc.canCall, 'можна телефонувати', 'НЕ дзвонити — лише повідомлення')],
    ['Безпечні дні', days],
    ['Безпечний час', hours],
    ['Голосова пошта', yesNo(sc.voicemail, 'можна залишити', 'НЕ залишати')],
    ['SMS', yesNo(sc.sms, 'можна надсилати', 'НЕ надсилати')],
    ['Кодове слово (сказати першим)', sc.safeWord],
    ['Примітка', sc.note],
  ];
  return lines.filter((l): l is [string, string] => l[1] !== undefined).map(([label, value]) => ({ label, value }));
}
