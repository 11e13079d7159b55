/**
 * Appeal search terms. The stream consumer writes one index item per
 * term, so a search is one Query of one term's partition: bounded reads at any table size.
 *   - phone: every run of 4 to 9 consecutive digits of the national form 0XXXXXXXXX of the
 *     stored phone (380XXXXXXXXX; 27 runs); a query's leading 38 is dropped, a query of 4-9
 *     digits is such a run itself, a longer one is looked up by its last 9 digits and the
 *     candidates are checked against the whole query.
 *   - name: each word of the name and surname, lower-case without apostrophes, under
 *     its first two letters; a query word is a prefix of it.
 */
export const PHONE_FRAGMENT_MIN = 4;
export const PHONE_FRAGMENT_MAX = 9;
export const NAME_PREFIX_LENGTH = 2;
/** Appeal numbers are positive integers of at most 10 digits. */
const NUMBER_MAX_DIGITS = 10;

/** 380XXXXXXXXX as people write it at home: 0XXXXXXXXX (the country code is on every phone). */
export function nationalDigits(digits: string): string {
  return digits.startsWith('380') ? digits.slice(2) : digits;
}

/** Every distinct run of 4-9 consecutive digits of the national form. */
export function phoneFragments(phone: string | undefined): string[] {
  const digits = nationalDigits((phone ?? '').replace(/\D/g, ''));
  const out = new Set<string>();
  for (let length = PHONE_FRAGMENT_MIN; length <= PHONE_FRAGMENT_MAX; length++) {
    for (let start = 0; start + length <= digits.length; start++) out.add(digits.slice(start, start + length));
  }
  return [...out];
}

/** A word as the name index keeps it: lower case, apostrophes and anything not a letter or digit dropped. */
export function normalizeWord(word: string): string {
  return word
    .normalize('NFC')
    .toLocaleLowerCase('uk')
    .replace(/[’'ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function nameWords(...parts: (string | undefined)[]): string[] {
  const words = parts
    .flatMap((p) => (p ?? '').split(/[\s\-‐–]+/))
    .map(normalizeWord)
    .filter((w) => w.length >= NAME_PREFIX_LENGTH);
  return [...new Set(words)];
}

export type SearchQuery = { kind: 'digits'; digits: string; number?: number; fragment?: string } | { kind: 'name'; words: string[] };

export const SEARCH_QUERY_MAX = 100;

/**
 * What a search box's text asks for: digits (with spaces, +, brackets or dashes) are an
 * appeal number and/or a phone fragment; letters are name words. Too short to search: undefined.
 */
export function parseSearchQuery(text: string | undefined): SearchQuery | undefined {
  const q = (text ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  if (q === '') return undefined;
  if (/^[\d\s+()\-.]+$/.test(q)) {
    const digits = q.replace(/\D/g, '');
    if (digits === '') return undefined;
    const number = digits.length <= NUMBER_MAX_DIGITS && Number(digits) > 0 ? Number(digits) : undefined;
    const national = nationalDigits(digits);
    const fragment = national.length >= PHONE_FRAGMENT_MIN ? national.slice(-PHONE_FRAGMENT_MAX) : undefined;
    if (number === undefined && fragment === undefined) return undefined;
    return { kind: 'digits', digits, number, fragment };
  }
  const words = nameWords(q);
  return words.length > 0 ? { kind: 'name', words } : undefined;
}

/**
 * A search by the whole number (its nine national digits after the leading 0, or more):
 * the answer tells that this number asked for help, so each appeal it shows is a recorded read.
 */
export function isWholePhoneQuery(query: SearchQuery | undefined): boolean {
  return query?.kind === 'digits' && (query.fragment?.length ?? 0) >= PHONE_FRAGMENT_MAX;
}

/** Whether an appeal's phone and name satisfy the whole query (a longer phone query, several name words). */
export function matchesQuery(query: SearchQuery, appeal: { id: number; phone?: string; name?: string; last_name?: string }): boolean {
  if (query.kind === 'digits') {
    return appeal.id === query.number || (query.fragment !== undefined && nationalDigits(appeal.phone ?? '').includes(nationalDigits(query.digits)));
  }
  const words = nameWords(appeal.name, appeal.last_name);
  return query.words.every((w) => words.some((have) => have.startsWith(w)));
}

/** The admin list's choices, shared by the handler's validation and the screen. */
export const APPEAL_PAGE_SIZES = [10, 25, 50] as const;
export const APPEAL_SORTS = ['date', 'date-asc', 'deadline', 'status'] as const;
export type AppealSort = (typeof APPEAL_SORTS)[number];
export const APPEAL_QUICK_FILTERS = ['unassigned', 'overdue'] as const;
export type AppealQuickFilter = (typeof APPEAL_QUICK_FILTERS)[number];
