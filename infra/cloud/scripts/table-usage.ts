/**
 * What a domain's code does with the table, read from its sources: the
 * functions/src files esbuild puts in the domain's bundle, searched for the
 * ElectroDB entities they name, the counters they draw ids from and the raw
 * partition keys they write out. Over-approximates on purpose (a shared module
 * counts for every domain that bundles it): the test built on it fails when a
 * domain's code may touch a partition its IAM policy does not grant.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Domain } from '../../routes';
import { BUNDLE_ALIASES, BUNDLE_EXTERNALS, MAIN_FIELDS, NODE_TARGET } from '../config/bundling';
import { FUNCTIONS_SRC, REPO_ROOT, entryFor } from '../config/paths';

export interface TableUsage {
  /** ElectroDB entities named as `entities.<name>` (the service's keys). */
  entities: string[];
  /** Partition keys written out in the code (a literal, or the literal part before the first `${`). */
  rawPartitions: string[];
  /** Own source files bundled, relative to the repository. */
  sources: string[];
  /** Whether the bundled code reads the site address (PUBLIC_URL): links in mail or cookies. */
  readsSiteUrl: boolean;
  /** Whether it bundles the session check (lib/session-epoch.ts), counted apart: its reads are SESSION_CHECK. */
  checksSessions: boolean;
}

/** The session check: its read is declared as SESSION_CHECK; its writes are made by auth only (a test holds that). */
export const SESSION_CHECK_SOURCE = 'functions/src/lib/session-epoch.ts';

/** The activity note of every signed-in request: its one write is declared as SESSION_ACTIVITY. */
export const SESSION_ACTIVITY_SOURCE = 'functions/src/lib/sign-in-activity.ts';

const ENTITIES_DIR = join(FUNCTIONS_SRC, 'db/entities');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const literalPrefix = (template: string) => template.split('${')[0];

/**
 * The partition-key templates (table and index) in an entity's source: the first template of
 * `tableKey(...)` and `globalIndex('gsiN', ...)` (db/entity-schema.ts), or a `pk:` / `gsiNpk` key written out.
 */
const PARTITION_TEMPLATES = [/\btableKey\('([^']*)'/g, /\bglobalIndex\('gsi\d', '([^']*)'/g, /field: '(?:pk|gsi\dpk)'[^}]*?template: '([^']*)'/g];

/** Every partition-key prefix (table and index) of an entity, from its source's templates. */
export function entityPartitions(entity: string): string[] {
  const file = readdirSync(ENTITIES_DIR).find((f) => f === `${kebab(entity)}.entity.ts`);
  if (!file) throw new Error(`No entity file for '${entity}' in functions/src/db/entities`);
  const source = readFileSync(join(ENTITIES_DIR, file), 'utf8');
  const prefixes = PARTITION_TEMPLATES.flatMap((pattern) => [...source.matchAll(pattern)]).map((m) => literalPrefix(m[1]));
  if (prefixes.length === 0) throw new Error(`No partition-key template in ${file}`);
  return [...new Set(prefixes)];
}

export async function tableUsage(domain: Domain): Promise<TableUsage> {
  return tableUsageOf(entryFor(domain));
}

/** The same for any function's entry (the pages function is no domain). */
export async function tableUsageOf(entry: string): Promise<TableUsage> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    write: false,
    platform: 'node',
    target: NODE_TARGET,
    format: 'esm',
    mainFields: MAIN_FIELDS,
    alias: { ...BUNDLE_ALIASES },
    external: [...BUNDLE_EXTERNALS],
    metafile: true,
    logLevel: 'silent',
  });
  const sources = Object.keys(result.metafile.inputs)
    .filter((input) => input.startsWith('functions/src/') && !input.startsWith('functions/src/db/entities/') && /\.[jt]s$/.test(input))
    .sort();
  const entities = new Set<string>();
  const raw = new Set<string>();
  let readsSiteUrl = false;
  const checksSessions = sources.includes(SESSION_CHECK_SOURCE);
  for (const file of sources.filter((f) => f !== SESSION_CHECK_SOURCE && f !== SESSION_ACTIVITY_SOURCE)) {
    const code = readFileSync(join(REPO_ROOT, file), 'utf8');
    if (/\.PUBLIC_URL\b/.test(code) && file !== 'functions/src/lib/site-url.ts') readsSiteUrl = true;
    for (const m of code.matchAll(/entities\.(\w+)/g)) entities.add(m[1]);
    // Transactions and collections name entities in a destructuring: `({ user, oneTimeToken }) =>`.
    for (const m of code.matchAll(/\.(?:transaction\.(?:write|get))\(\s*\(\{([^}]*)\}\)/g)) {
      for (const name of m[1].split(',')) entities.add(name.split(':')[0].trim());
    }
    for (const m of code.matchAll(/nextId\('([\w-]+)'\)/g)) raw.add(`counter#${m[1]}`);
    // The counters module's own template stands for the kinds named at the nextId calls above.
    if (file === 'functions/src/db/counters.ts') continue;
    for (const m of code.matchAll(/\bpk: '([^']+)'/g)) raw.add(m[1]);
    for (const m of code.matchAll(/\bpk: `([^`]+)`/g)) raw.add(literalPrefix(m[1]));
    for (const m of code.matchAll(/_PK = '([^']+)'/g)) raw.add(m[1]);
  }
  entities.delete('');
  return { entities: [...entities].sort(), rawPartitions: [...raw].sort(), sources, readsSiteUrl, checksSessions };
}
