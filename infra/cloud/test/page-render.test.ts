import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderCopyCommands } from '../constructs/page-render';

/** What the deploy puts beside the pages function's bundle: where functions/src/pages/handler.ts looks. */
describe('the pages function’s asset', () => {
  const root = mkdtempSync(join(tmpdir(), "dosyt-page-asset-it's-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('holds the server render as render/ and the content pages’ built files under built/', () => {
    // Arrange
    const files: Record<string, string> = {
      'web/dist/index.html': 'built landing',
      'web/dist/post/index.html': 'built post',
      'web/dist/app.html': 'app shell',
      'web/dist-render/prerender.js': 'export {}',
      'web/dist-render/page.html': '<div id="root"></div>',
      'web/dist-render/assets/chunk.js': 'chunk',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const out = join(root, 'asset');
    mkdirSync(out);

    // Act
    for (const command of renderCopyCommands(join(root, 'web/dist'), out)) execFileSync('bash', ['-c', command]);

    // Assess
    expect(readFileSync(join(out, 'render/prerender.js'), 'utf8')).toBe('export {}');
    expect(readFileSync(join(out, 'render/page.html'), 'utf8')).toBe('<div id="root"></div>');
    expect(existsSync(join(out, 'render/assets/chunk.js'))).toBe(true);
    expect(readFileSync(join(out, 'built/index.html'), 'utf8')).toBe('built landing');
    expect(readFileSync(join(out, 'built/post/index.html'), 'utf8')).toBe('built post');
    expect(existsSync(join(out, 'built/app.html'))).toBe(false);
  });
});
