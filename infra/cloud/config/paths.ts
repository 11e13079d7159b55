import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Domain } from '../../routes';

/** The repository root: infra/cloud/config -> ../../.. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the domain handlers live. */
export const FUNCTIONS_SRC = join(REPO_ROOT, 'functions/src');

/** The built SPA (`npm run build -w web`). */
export const WEB_DIST = join(REPO_ROOT, 'web/dist');

/** Lock file NodejsFunction uses to find the project root (one lock file: npm workspaces). */
export const LOCK_FILE = join(REPO_ROOT, 'package-lock.json');

/** Stand-in handler bundled for a domain whose entry does not exist yet (non-strict synth only). */

/** A domain's Lambda entry: functions/src/<domain>/handler.ts exporting `handler`. */
export function entryFor(domain: Domain, functionsSrc: string = FUNCTIONS_SRC): string {
  return join(functionsSrc, domain, 'handler.ts');
}

export function entryExists(domain: Domain, functionsSrc: string = FUNCTIONS_SRC): boolean {
  return existsSync(entryFor(domain, functionsSrc));
}

/** The pages function: the content pages rendered with their content (no domain of the route table). */
export const PAGES_ENTRY = join(FUNCTIONS_SRC, 'pages/handler.ts');

/** The custom resource that makes the signing key pair at deploy time. */
export const SIGNING_KEY_PAIR_ENTRY = join(REPO_ROOT, 'infra/cloud/custom-resources/signing-key-pair.ts');
/** The custom resource that loads the reference data into the table at deploy time. */
export const REFERENCE_SEED_ENTRY = join(REPO_ROOT, 'infra/cloud/custom-resources/reference-seed.ts');
