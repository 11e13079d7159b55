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

/** Plain text of rich text, for a meta description. */
export function plainText(html: string | null | undefined, max = 160): string {
  // A parsed (inert) document: nothing in it runs or loads.
  const doc = new DOMParser().parseFromString((html ?? '').replace(/<\/(p|li|h\d)>/g, '$& '), 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Links inside the site go through the router; everything else is a normal link. */
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
