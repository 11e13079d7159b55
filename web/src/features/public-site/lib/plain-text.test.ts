// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainText } from './format';

/** The cloud's server render has no DOM (functions/src/pages/handler.ts): a post's description is read without one. */
describe('plain text of rich text, without a DOM', () => {
  it('drops tags and comments, reads character references and keeps the paragraphs apart', () => {
    expect(typeof (globalThis as { DOMParser?: unknown }).DOMParser).toBe('undefined');
    expect(plainText('<p>Безпека &amp; підтримка<!-- note --></p><p><a href="/post/x" rel="noopener">план</a>&nbsp;&#1111;&#x2014;&quot;так&quot;</p>')).toBe(
      'Безпека & підтримка план ї—"так"',
    );
    expect(plainText('<h2>Заголовок</h2><ul><li>один</li><li>два</li></ul>&unknown;')).toBe('Заголовок один два &unknown;');
  });
});
