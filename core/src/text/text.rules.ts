/**
 * Filters applied while typing, so a field can only ever hold what its rule allows.
 * Cyrillic here is the Russian alphabet plus the Ukrainian letters і ї є ґ.
 */
const CYRILLIC = 'А-Яа-яЁёІіЇїЄєҐґ';
/** Typewriter, modifier-letter and typographic apostrophes: all three are typed in Ukrainian. */
const APOSTROPHES = "'ʼ’";

const CYRILLIC_LETTER = new RegExp(`[${CYRILLIC}]`, 'g');
const NOT_NAME = new RegExp(`[^${CYRILLIC}${APOSTROPHES} ]`, 'g');
const NOT_PROFILE_TEXT = new RegExp(`[^${CYRILLIC}${APOSTROPHES} !"?.,]`, 'g');
/*
 * A description holds letters, apostrophes, spaces, ! ? . , and quotes, and also
 * keeps digits, line breaks and the marks of addresses and phone numbers
 * (- / № : ; ( ) +): a person must be able to say where they are and how to reach them.
 */
const NOT_DESCRIPTION = new RegExp(`[^${CYRILLIC}${APOSTROPHES} !?.,"«»„“”0-9\\n\\-/№:;()+]`, 'g');
const NOT_SEARCH = new RegExp(`[^${CYRILLIC}${APOSTROPHES} \\-]`, 'g');

const BBCODE_TAG = /\[\/?[a-z*][a-z0-9*]*(?:=[^\]]*)?\]/gi;
const HTML_TAG = /<[^>]*>/g;

/** Upper-cases the first letter, wherever it is (a leading quote or space stays). */
export function capitalizeFirst(s: string): string {
  return s.replace(/\p{L}/u, (c) => c.toUpperCase());
}

/** Names and surnames: Cyrillic letters, apostrophes and spaces. */
export function filterName(s: string): string {
  return capitalizeFirst(s.replace(NOT_NAME, ''));
}

/** Profile name, surname, position, institution (part 1, section 5): also ! " ? . , */
export function filterProfileText(s: string): string {
  return capitalizeFirst(s.replace(NOT_PROFILE_TEXT, ''));
}

/** Appeal description (part 2, section 5); see NOT_DESCRIPTION for what is kept and why. */
export function filterDescription(s: string): string {
  return capitalizeFirst(s.replace(/\r\n?/g, '\n').replace(NOT_DESCRIPTION, ''));
}

/** Community search: Cyrillic letters, apostrophes, spaces and hyphens (Кам'янець-Подільська). */
export function filterCyrillicSearch(s: string): string {
  return s.replace(NOT_SEARCH, '');
}

/** Counts Cyrillic letters of rich text, ignoring BBCode and HTML markup. */
export function countCyrillicLetters(s: string): number {
  const text = s.replace(BBCODE_TAG, '').replace(HTML_TAG, '');
  return text.match(CYRILLIC_LETTER)?.length ?? 0;
}
