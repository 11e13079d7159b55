import { STATUS } from '../status/status.rules';

/**
 * The follow-up code a person gets after filing an appeal: the only key to its
 * state and messages on /status, so it must be hard to guess and easy to copy by
 * hand. 28 symbols without look-alikes (no 0/O, 1/I/L, B/8, S/5, Z/2), 12 of
 * them: 28^12 ≈ 2^57.7 possible codes. Shown in three groups of four.
 */
export const FOLLOW_UP_ALPHABET = '23456789ACDEFGHJKMNPQRTUVWXY';
export const FOLLOW_UP_CODE_LENGTH = 12;
const GROUP = 4;

/** Bits of randomness of one code (alphabet size ^ length = 2 ^ bits). */
export const followUpCodeBits = (): number => FOLLOW_UP_CODE_LENGTH * Math.log2(FOLLOW_UP_ALPHABET.length);

type RandomSource = (bytes: Uint8Array) => Uint8Array;
const cryptoRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A new code from a cryptographic random source, every symbol equally likely:
 * bytes at or above the largest multiple of the alphabet size are thrown away,
 * so `byte % size` has no bias.
 */
export function generateFollowUpCode(random: RandomSource = cryptoRandom): string {
  const size = FOLLOW_UP_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < FOLLOW_UP_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(FOLLOW_UP_CODE_LENGTH * 2))) {
      if (byte < limit && code.length < FOLLOW_UP_CODE_LENGTH) code += FOLLOW_UP_ALPHABET[byte % size];
    }
  }
  return code;
}

/** `K7QM4TZP9XAC` -> `K7QM-4TZP-9XAC`, as the success screen shows it. */
export function formatFollowUpCode(code: string): string {
  return (
    normalizeFollowUpCode(code)
      .match(new RegExp(`.{1,${GROUP}}`, 'g'))
      ?.join('-') ?? ''
  );
}

/** Cyrillic letters that look like Latin ones: a person on a Ukrainian keyboard types these. */
const CYRILLIC_TWINS: Record<string, string> = { А: 'A', С: 'C', Е: 'E', Н: 'H', К: 'K', М: 'M', Р: 'P', Т: 'T', Х: 'X', У: 'Y' };

/** What a person typed, as the code is stored: upper case, no dashes or spaces, Cyrillic twins as Latin. */
export function normalizeFollowUpCode(input: string): string {
  return [...input.toUpperCase().replace(/[\s\-–—_.]/g, '')].map((c) => CYRILLIC_TWINS[c] ?? c).join('');
}

/** A normalised code has the right length and only symbols of the alphabet. */
export function isFollowUpCode(normalized: string): boolean {
  return normalized.length === FOLLOW_UP_CODE_LENGTH && [...normalized].every((c) => FOLLOW_UP_ALPHABET.includes(c));
}

/** What /status tells the person: the state in plain words, nothing else about the handling. */
export type FollowUpState = 'Отримано' | 'У роботі' | 'Завершено';

export function followUpState(statusId: number): FollowUpState {
  if (statusId === STATUS.FINISH) return 'Завершено';
  if (statusId === STATUS.FORWARD || statusId === STATUS.WORK) return 'У роботі';
  return 'Отримано';
}

export const PERSON_MESSAGE_MAX = 1000;
export const STAFF_REPLY_MAX = 500;

export const FOLLOW_UP_NOT_FOUND = 'Звернення з таким кодом не знайдено. Перевірте код і спробуйте ще раз';
export const FOLLOW_UP_RATE_LIMIT = 'Забагато спроб з цієї адреси. Спробуйте через годину або зателефонуйте нам';
export const FOLLOW_UP_MESSAGE_REQUIRED = 'Напишіть повідомлення';
/**
 * A finished appeal takes no messages: nobody works it any more, so a message would
 * reach nobody. The person is told so before writing, and how to ask for help again.
 */
export const FOLLOW_UP_FINISHED =
  'Це звернення завершено, тому нові повідомлення до нього ніхто не отримає. Якщо вам знову потрібна допомога, надішліть нове звернення або зателефонуйте нам';
export const personMessageTooLong = `Повідомлення — не більше ${PERSON_MESSAGE_MAX} символів`;
export const staffReplyTooLong = `Відповідь — не більше ${STAFF_REPLY_MAX} символів`;

export interface FollowUpMessage {
  from: 'person' | 'staff';
  text: string;
  createdAt: string;
}

export interface FollowUpAnswer {
  state: FollowUpState;
  messages: FollowUpMessage[];
  /**
   * The neutral line about a partner's help (PARTNER_HELP_LINE in core/src/referral),
   * only when the person agreed to it at referral time; never the service's name or kind.
   */
  partnerHelp?: string;
}
