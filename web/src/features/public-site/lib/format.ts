import { formatPhoneDisplay, phoneDigits, phoneHref } from '@dosyt/core/phone/phone.rules';

const dateFormat = new Intl.DateTimeFormat('uk-UA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' });

/** '12 вересня 2024 р.' */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/**
 * A call link. Personal and landline numbers are normalised
 * (digits; a leading 0 gets +38, anything else +); short service numbers (102, 1547) are dialled as they are.
 */
export function callHref(number: string): string {
  const digits = phoneDigits(number);
  return digits.length >= 10 ? phoneHref(number) : `tel:${digits}`;
}

/** '0500000101' -> '+38(050)000-01-01', '0800500335' -> '0 800 500 335'; other shapes as they came. */
export function displayPhone(number: string): string {
  const digits = phoneDigits(number);
  if (digits.length !== 10 || !digits.startsWith('0')) return number;
  if (digits.startsWith('0800')) return `0 800 ${digits.slice(4, 7)} ${digits.slice(7)}`;
  return formatPhoneDisplay(`38${digits}`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** A character reference as the browser reads it; an unknown name stays as written. */
function decodeEntity(entity: string, name: string): string {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * Plain text of rich text (the server's cleaned HTML), for a meta description. Read without a
 * DOM: the cloud's server render has none, and it must give the text the browser gives.
 */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html ?? '')
    .replace(/<\/(p|li|h\d)>/g, '$& ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Links inside the site go through the router; everything else is a normal link. */
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
