import { describe, expect, it } from 'vitest';
import { applyTag, bbcodeToHtml } from './bbcode';

describe('bbcodeToHtml', () => {
  it('renders the toolbar tags as semantic HTML', () => {
    expect(bbcodeToHtml('[b]Жирний[/b] [i]курсив[/i] [u]підкреслений[/u]')).toBe('<strong>Жирний</strong> <em>курсив</em> <u>підкреслений</u>');
  });

  it('renders nested tags and lists, keeping other line breaks', () => {
    expect(bbcodeToHtml('Кроки:\n[list]\n[*][b]перший[/b]\n[*]другий\n[/list]\nКінець')).toBe(
      'Кроки:<ul><li><strong>перший</strong></li><li>другий</li></ul>Кінець',
    );
    expect(bbcodeToHtml('[list=1][*]а[*]б[/list]')).toBe('<ol><li>а</li><li>б</li></ol>');
  });

  it('links only to web, mail and phone addresses', () => {
    expect(bbcodeToHtml('[url=https://gov.ua/?a=1&b=2]сайт[/url]')).toBe(
      '<a href="https://gov.ua/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">сайт</a>',
    );
    expect(bbcodeToHtml('[url]javascript:alert(1)[/url]')).toBe('javascript:alert(1)');
    expect(bbcodeToHtml('[url=javascript:alert(1)]тиць[/url]')).toBe('тиць');
  });

  it('shows typed markup as text, never as markup', () => {
    const html = bbcodeToHtml('<script>alert(1)</script> <img src=x onerror=alert(1)> [b]"так"[/b]');
    expect(html).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; <strong>&quot;так&quot;</strong>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
  });

  it('leaves unknown or unclosed tags as text', () => {
    expect(bbcodeToHtml('[color=red]червоний[/color] [b]без кінця')).toBe('[color=red]червоний[/color] [b]без кінця');
  });
});

describe('applyTag', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(applyTag('дуже важливо', 5, 12, 'b')).toEqual({ value: 'дуже [b]важливо[/b]', selectionStart: 8, selectionEnd: 15 });
  });

  it('puts the cursor inside empty tags', () => {
    expect(applyTag('', 0, 0, 'i')).toEqual({ value: '[i][/i]', selectionStart: 3, selectionEnd: 3 });
  });

  it('makes selected lines a list', () => {
    expect(applyTag('а\nб', 0, 3, 'list').value).toBe('[list]\n[*]а\n[*]б\n[/list]');
  });

  it('selects the address of a new link for typing', () => {
    const edit = applyTag('сайт', 0, 4, 'url');
    expect(edit.value).toBe('[url=https://]сайт[/url]');
    expect(edit.value.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
    expect(applyTag('https://gov.ua', 0, 14, 'url').value).toBe('[url]https://gov.ua[/url]');
  });
});
