import { join, resolve } from 'node:path';

/** Where each reliability suite writes its findings for the report (its own module, so report.ts and threats.ts need not import each other). */
export const FINDINGS_DIR = join(resolve(import.meta.dirname, '../..'), 'bench/out/reliability');
