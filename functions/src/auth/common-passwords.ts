import { ValidationError } from '@dosyt/core/errors';
import list from './data/common-passwords.json';
import wordList from './data/common-words.json';

/** Shown when a password passes the password rule but is among the most common ones (data/README.md). */
export const COMMON_PASSWORD_MESSAGE = 'Цей пароль є серед найпоширеніших, і його легко вгадати. Оберіть інший пароль';

/** One password a line, lower-cased (data/README.md). */
const common = new Set(list.passwords.split('\n'));

/** Case-insensitive: 'P@ssw0rd' is as guessable as 'p@ssw0rd'. */
export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());

/** Shown when a password is a common word dressed up with digits and symbols to pass the rule ('Qwerty123!'). */
export const GUESSABLE_PASSWORD_MESSAGE = 'Пароль легко вгадати. Додайте ще кілька слів або символів.';

/** Common words and names of common passwords, lower-cased (data/README.md). */
const commonWords = new Set(wordList.words.split('\n'));
/** Digits and symbols read as the letters they stand for ('P@ssw0rd'). */
const LOOK_ALIKES: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't' };
const letters = (text: string) => text.replace(/[^a-zа-щьюяєіїґ]/g, '');

/**
 * A guesser's first tries are common words with the rule's digit and symbol added
 * ('Ukraine2024!', 'Kyiv#2024'): a password whose letters alone, as typed or with
 * look-alike digits read as letters, are one common word is refused.
 */
export function isCommonWordPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const lookAlikes = (text: string) => text.replace(/[@43!10$57]/g, (c) => LOOK_ALIKES[c] ?? c);
  // Digits and symbols before and after the word are the rule's padding, not look-alikes.
  const padded = /^[\d!@#$%^&*]*(.*?)[\d!@#$%^&*]*$/.exec(lower)?.[1] ?? lower;
  return [letters(lower), letters(lookAlikes(lower)), letters(lookAlikes(padded))].some((core) => commonWords.has(core));
}

/** Why a password that passes the rule is still refused, or undefined. */
export function passwordWeakness(password: string): string | undefined {
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  if (isCommonWordPassword(password)) return GUESSABLE_PASSWORD_MESSAGE;
  return undefined;
}

/** A 400 with the message on the given field, as the forms show it. */
export function assertUncommonPassword(password: string, field: string): void {
  const weakness = passwordWeakness(password);
  if (weakness) throw new ValidationError(weakness, { [field]: weakness });
}
