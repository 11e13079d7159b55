import { describe, expect, it } from 'vitest';
import { APP_SHELL_FILE, htmlFileFor, PRERENDERED_PAGES, prerenderUrl } from './static-pages';

describe('htmlFileFor', () => {
  it('serves each pre-rendered page its own file, with or without a trailing slash', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/help-form')).toBe('help-form/index.html');
    expect(htmlFileFor('/help-form/')).toBe('help-form/index.html');
    expect(htmlFileFor('/call-center')).toBe('call-center/index.html');
    expect(htmlFileFor('/support')).toBe('support/index.html');
    expect(htmlFileFor('/post/plan-bezpeky')).toBe('post/index.html');
  });

  it('serves every other client route the bare app shell', () => {
    for (const path of ['/login', '/admin/appeals', '/post', '/post/', '/post/a/b', '/help-form/x', '/nope']) {
      expect(htmlFileFor(path)).toBe(APP_SHELL_FILE);
    }
  });

  it('renders each page at a URL that maps back to its own file', () => {
    for (const page of PRERENDERED_PAGES) expect(htmlFileFor(prerenderUrl(page))).toBe(page.file);
  });
});
