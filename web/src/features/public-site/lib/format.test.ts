// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mediaUrl, pickFormat } from '../api/content-client';
import { callHref, displayPhone, plainText } from './format';

describe('public site formatting', () => {
  it('makes call links by the spec: a leading 0 gets +38, other long numbers +, short service numbers stay', () => {
    expect(callHref('050 000 01 01')).toBe('tel:+380500000101');
    expect(callHref('380671234567')).toBe('tel:+380671234567');
    expect(callHref('0 800 500 335')).toBe('tel:+380800500335');
    expect(callHref('116 123')).toBe('tel:116123');
    expect(callHref('102')).toBe('tel:102');
  });

  it('shows mobile and toll-free numbers readably', () => {
    expect(displayPhone('0500000101')).toBe('+38(050)000-01-01');
    expect(displayPhone('0800500335')).toBe('0 800 500 335');
    expect(displayPhone('15 47')).toBe('15 47');
  });

  it('turns rich text into a short plain description', () => {
    expect(plainText('<p>Перший&nbsp;абзац</p><ul><li>пункт</li></ul>')).toBe('Перший абзац пункт');
    expect(plainText(`<p>${'а'.repeat(300)}</p>`, 10)).toBe(`${'а'.repeat(9)}…`);
  });

  it('serves relative media from the content service and never a third-party file', () => {
    expect(mediaUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(mediaUrl(`${window.location.origin}/content/x.svg`)).toBe(`${window.location.origin}/content/x.svg`);
    expect(mediaUrl('https://cdn.example.org/a.png')).toBeUndefined();
    expect(mediaUrl('//cdn.example.org/a.png')).toBeUndefined();
    expect(mediaUrl(null)).toBeUndefined();
  });

  it('picks the asked format, else a larger one, else the original', () => {
    const media = {
      url: '/o.png',
      width: 1200,
      height: 800,
      formats: { small: { url: '/s.png', width: 500, height: 333 }, large: { url: '/l.png', width: 1000, height: 667 } },
    };
    expect(pickFormat(media, 'small')).toEqual({ url: '/s.png', width: 500, height: 333 });
    expect(pickFormat(media, 'medium')).toEqual({ url: '/l.png', width: 1000, height: 667 });
    expect(pickFormat({ url: '/o.png', width: 10, height: 10 }, 'thumbnail')).toEqual({ url: '/o.png', width: 10, height: 10 });
    expect(pickFormat(null, 'small')).toBeUndefined();
  });
});
