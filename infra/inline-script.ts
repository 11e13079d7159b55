import { QUICK_EXIT_SCRIPT } from '@dosyt/core/site/quick-exit';
import { createHash } from 'node:crypto';

/** The CSP `script-src` source of a script by its text: `'sha256-…'`. */
export const scriptHashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The one inline script of the site, the quick exit in every page's head (web's
 * build inlines the same text): allowed by its hash, so the CSP still forbids any
 * other inline script.
 */
export const QUICK_EXIT_SCRIPT_SOURCE = scriptHashSource(QUICK_EXIT_SCRIPT);
