import { QUICK_EXIT_SCRIPT } from '@dosyt/core/site/quick-exit';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { staticPages } from '../../../web/scripts/static-pages';
import { CONTENT_SECURITY_POLICY } from '../constructs/security-headers';
import { SECURITY_HEADERS } from '../../local/gateway';

const scriptSrc = (policy: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .slice(1);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The inline scripts of web/index.html as the web build writes them. */
function builtInlineScripts(): string[] {
  const html = readFileSync(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8');
  const transform = staticPages().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const built = transform.handler.call({} as never, html, {} as never) as string;
  return [...built.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

describe('the quick exit inline script and the CSP', () => {
  it('is small: under 1 KB', () => {
    expect(Buffer.byteLength(QUICK_EXIT_SCRIPT, 'utf8')).toBeLessThan(1024);
  });

  it('the web build inlines exactly it, and both the cloud and the local gateway allow it by its hash and no other inline script', () => {
    const inline = builtInlineScripts();
    expect(inline).toEqual([QUICK_EXIT_SCRIPT]);
    for (const policy of [CONTENT_SECURITY_POLICY, SECURITY_HEADERS['Content-Security-Policy']!]) {
      const sources = scriptSrc(policy);
      expect(sources).toEqual(["'self'", sha256(inline[0]!)]);
    }
  });
});
