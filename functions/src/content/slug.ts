/**
 * Latin slugs for Ukrainian titles, by the official transliteration
 * (Cabinet of Ministers resolution 55 of 2010): 'Зустріч у Полтаві' -> 'zustrich-u-poltavi'.
 */
const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ы: 'y',
  э: 'e',
  ё: 'e',
  ъ: '',
};

/** At the start of a word these letters are spelled differently. */
const WORD_START: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

export function transliterate(text: string): string {
  let out = '';
  let previous = '';
  for (const char of text.toLowerCase().replace(/[’'ʼ`]/g, '')) {
    const atWordStart = !/[a-zа-яіїєґ0-9]/i.test(previous);
    if (char === 'г' && previous === 'з') out += 'gh';
    else if (atWordStart && WORD_START[char]) out += WORD_START[char];
    else out += LETTERS[char] ?? char;
    previous = char;
  }
  return out;
}

export function slugify(text: string, maxLength = 80): string {
  return transliterate(text)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
