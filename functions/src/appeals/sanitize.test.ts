import { describe, expect, it } from 'vitest';
import { bbcodeToSafeHtml, sanitizePlainText, sanitizeRichText } from './sanitize';

describe('sanitising what people write', () => {
  it('strips every tag from plain text, script bodies included, and keeps the words', () => {
    expect(sanitizePlainText('Допоможіть <script>alert(1)</script><b>терміново</b>\r\nбудь ласка & дякую')).toBe('Допоможіть терміново\nбудь ласка & дякую');
    expect(sanitizePlainText('<img src=x onerror=alert(1)>Текст')).toBe('Текст');
    // an escaped tag stays escaped: it can never turn into markup
    expect(sanitizePlainText('&lt;script&gt;alert(1)&lt;/script&gt;')).not.toContain('<');
  });

  it('turns BBCode into allow-listed HTML: semantic tags, safe links, no script', () => {
    const html = bbcodeToSafeHtml(
      '[b]Жирний[/b] [i]курсив[/i]\n[url=https://example.org]сайт[/url] [url=javascript:alert(1)]пастка[/url] <script>alert(2)</script> [color=red]колір[/color] [list][*]один[*]два[/list]',
    );
    expect(html).toContain('<strong>Жирний</strong>');
    expect(html).toContain('<em>курсив</em><br />');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">сайт</a>');
    expect(html).toContain('<a rel="noopener noreferrer" target="_blank">пастка</a>');
    expect(html).toContain('<ul><li>один</li><li>два</li></ul>');
    expect(html).toContain('колір');
    expect(html).not.toMatch(/script|javascript|style=/i);
  });

  it('drops images without an absolute address and event handlers everywhere', () => {
    const html = bbcodeToSafeHtml(
      '[img]https://example.org/a.png[/img] [img]javascript:alert(1)[/img] <img src=x onerror=alert(1)> <p onclick="x()">абзац</p>',
    );
    expect(html).toContain('<img src="https://example.org/a.png" />');
    expect(html).not.toMatch(/onerror|onclick|javascript|src="x"/);
    expect(html).toContain('<p>абзац</p>');
  });

  it('keeps a < that opens no tag, drops an unclosed script to the end, and survives any character reference', () => {
    expect(sanitizePlainText('3<5 і 6>4, a < b')).toBe('3&lt;5 і 6&gt;4, a &lt; b');
    expect(sanitizePlainText('Текст<script>alert(1)')).toBe('Текст');
    expect(sanitizePlainText('&quot;лапки&quot; &#1058;&#x0435;ст &#99999999; &#0;')).toBe('"лапки" Тест &#99999999; &#0;');
    expect(sanitizeRichText('<p>до<script>alert(1)</script>після<style>p{}</style></p><ul><li>один')).toBe('<p>допісля</p><ul><li>один</li></ul>');
  });

  it('refuses script addresses however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&Tab;script:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '\\\\evil.example',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a><img src="${href}">`), href).toBe('<a rel="noopener noreferrer" target="_blank">x</a>');
    }
  });
});
