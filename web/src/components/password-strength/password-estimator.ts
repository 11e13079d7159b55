import { UKRAINIAN_PASSWORD_WORDS } from '@dosyt/core/user/password-words';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ukrainianFeedback } from './translations';

/**
 * The password strength estimator (zxcvbn-ts with its common dictionaries and
 * keyboard graphs, plus Ukrainian words). About 450 KB minified: loaded only
 * through `loadPasswordEstimator` (use-password-strength.ts), when a new-password
 * field is focused or filled, so no first screen carries it.
 */

export interface PasswordEstimate {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  /** Why it is weak, in Ukrainian, or null. */
  warning: string | null;
  suggestions: string[];
}

/** The Latin key under each Cyrillic letter of the Ukrainian (ЙЦУКЕН) layout. */
const LATIN_KEY: Record<string, string> = Object.fromEntries(
  [...'йцукенгшщзхїфівапролджєячсмитьбюыэъё'].map((letter, i) => [letter, "qwertyuiop[]asdfghjkl;'zxcvbnm,.s'][`"[i]!]),
);
/** 'пароль' typed with the keyboard left on the Latin layout: 'gfhjkm'. */
const onLatinLayout = (word: string): string => [...word].map((c) => LATIN_KEY[c] ?? c).join('');

const cyrillic = UKRAINIAN_PASSWORD_WORDS.filter((word) => /[а-яіїєґ]/.test(word));

const estimator = new ZxcvbnFactory({
  translations: ukrainianFeedback,
  graphs: adjacencyGraphs,
  dictionary: { ...dictionary, ukrainian: [...UKRAINIAN_PASSWORD_WORDS, ...cyrillic.map(onLatinLayout)] },
});

/** The estimate of one password; `userInputs` (the person's name, e-mail) count as known words. */
export function estimatePassword(password: string, userInputs: readonly string[] = []): PasswordEstimate {
  // The e-mail's parts count apart: 'olena.koval@ukr.net' gives away 'olena' and 'koval'.
  const inputs = userInputs.flatMap((input) => [input, ...input.toLowerCase().split(/[^a-zа-щьюяєіїґ0-9]+/)]).filter((part) => part.length >= 3);
  const { score, feedback } = estimator.check(password, inputs);
  return { score, warning: feedback.warning || null, suggestions: feedback.suggestions.filter(Boolean) };
}
