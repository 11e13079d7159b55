import { describe, expect, it } from 'vitest';
import { RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES, RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_SCHEMES, RICH_TEXT_ALLOWED_TAGS } from './sanitize-policy';

describe('rich text policy', () => {
  it('allows the formatting of reports, comments and posts', () => {
    expect(RICH_TEXT_ALLOWED_TAGS).toEqual(expect.arrayContaining(['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'img', 'blockquote']));
  });

  it('never allows scripts, frames, forms or styles', () => {
    for (const tag of ['script', 'iframe', 'object', 'embed', 'form', 'input', 'style', 'link', 'meta', 'svg']) {
      expect(RICH_TEXT_ALLOWED_TAGS as readonly string[]).not.toContain(tag);
    }
  });

  it('allows no event handlers, styles or classes', () => {
    for (const name of RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES) {
      expect(name).not.toMatch(/^on|^style$|^class$/);
    }
  });

  it('gives attributes only to allowed tags, and a flat list of them for DOMPurify', () => {
    for (const tag of Object.keys(RICH_TEXT_ALLOWED_ATTRIBUTES)) {
      expect(RICH_TEXT_ALLOWED_TAGS as readonly string[]).toContain(tag);
    }
    expect(RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES).toEqual(expect.arrayContaining(['href', 'src', 'alt']));
    expect(new Set(RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES).size).toBe(RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES.length);
  });

  it('allows no javascript: or data: URLs', () => {
    expect(RICH_TEXT_ALLOWED_SCHEMES).toEqual(['http', 'https', 'mailto', 'tel']);
  });
});
