import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BUNDLE_ALIASES, BUNDLE_EXTERNALS, MAIN_FIELDS, NODE_TARGET } from '../config/bundling';
import { FUNCTIONS_SRC, REPO_ROOT } from '../config/paths';

/**
 * The Lambda bundles swap some packages for small stand-ins (functions/src/lib/bundle,
 * BUNDLE_ALIASES). Two of them re-export the SDK's classes from fixed files of its ES module
 * build, and every stand-in must offer what its importers take. An SDK update that moves a
 * file or a name would otherwise show only at deploy, or in a Lambda that fails to load:
 * these checks name the stand-in, the path or name, and the installed version.
 */
const requireFromFunctions = createRequire(join(FUNCTIONS_SRC, 'index.ts'));
const functionsManifest = JSON.parse(readFileSync(join(REPO_ROOT, 'functions/package.json'), 'utf8')) as { dependencies: Record<string, string> };
const installed = (pkg: string): { version: string; dir: string } => {
  const manifest = requireFromFunctions.resolve(`${pkg}/package.json`);
  return { version: (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version, dir: dirname(manifest) };
};

/** `export { A, B as C } from './x.js'` of a stand-in: the names it takes from each path. */
function reExports(file: string): Array<{ from: string; names: string[] }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier) &&
    statement.exportClause &&
    ts.isNamedExports(statement.exportClause)
      ? [{ from: statement.moduleSpecifier.text, names: statement.exportClause.elements.map((e) => (e.propertyName ?? e.name).text) }]
      : [],
  );
}

/** Value names the functions import from a package (type-only imports need nothing at run time). */
function namesImportedByFunctions(pkg: string): string[] {
  const names = new Set<string>();
  const files = readdirSync(FUNCTIONS_SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(join(FUNCTIONS_SRC, file), 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== pkg) continue;
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
      for (const element of clause.namedBindings.elements) if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
    }
  }
  return [...names].sort();
}

/** Properties a CommonJS module reads off its require() of a package, found in its source: `require("p").X`, or `lib.X` of `const lib = require("p")`. */
function namesRequired(file: string, pkg: string): string[] {
  const text = readFileSync(file, 'utf8');
  const names = new Set<string>();
  const quoted = pkg.replace(/[/.-]/g, '\\$&');
  for (const [, name] of text.matchAll(new RegExp(`require\\(["']${quoted}["']\\)\\.(\\w+)`, 'g'))) names.add(name!);
  for (const [, variable] of text.matchAll(new RegExp(`(?:const|var|let)\\s+(\\w+)\\s*=\\s*require\\(["']${quoted}["']\\)`, 'g')))
    for (const [, name] of text.matchAll(new RegExp(`\\b${variable}\\.([A-Z]\\w+)`, 'g'))) names.add(name!);
  return [...names].sort();
}

/** Builds `source` as the deploy does (the same aliases); the errors esbuild reports, empty when it builds. */
async function buildErrors(source: string): Promise<string[]> {
  try {
    await build({
      stdin: { contents: source, resolveDir: FUNCTIONS_SRC, loader: 'ts' },
      absWorkingDir: REPO_ROOT,
      bundle: true,
      write: false,
      platform: 'node',
      target: NODE_TARGET,
      format: 'esm',
      mainFields: MAIN_FIELDS,
      alias: { ...BUNDLE_ALIASES },
      external: [...BUNDLE_EXTERNALS],
      logLevel: 'silent',
    });
    return [];
  } catch (error) {
    const { errors } = error as { errors?: Array<{ text: string; location?: { file: string } | null }> };
    if (!errors) throw error;
    return errors.map((e) => `${e.location?.file ?? '?'}: ${e.text}`);
  }
}

const SDK_BUILDS = ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'] as const;

describe('the Lambda bundles’ stand-ins still fit the packages they replace', () => {
  it('find every file of the SDK’s ES module build they re-export', () => {
    const missing: string[] = [];
    for (const pkg of SDK_BUILDS) {
      const standIn = BUNDLE_ALIASES[pkg]!;
      const { version } = installed(pkg);
      for (const { from } of reExports(standIn))
        if (!existsSync(resolve(dirname(standIn), from)))
          missing.push(`${relative(REPO_ROOT, standIn)} re-exports from ${from}, which ${pkg}@${version} no longer has: point it at the package's new layout`);
    }
    expect(missing).toEqual([]);
  });

  it('re-export names those files still export', async () => {
    for (const pkg of SDK_BUILDS) {
      const standIn = BUNDLE_ALIASES[pkg]!;
      const names = reExports(standIn).flatMap((e) => e.names);
      expect(names.length, standIn).toBeGreaterThan(0);
      const errors = await buildErrors(`export { ${names.join(', ')} } from ${JSON.stringify(standIn)};`);
      expect(errors, `${relative(REPO_ROOT, standIn)} no longer fits ${pkg}@${installed(pkg).version}`).toEqual([]);
    }
  });

  it('point into the one install of the SDK that the functions use, at the pinned version', () => {
    for (const pkg of SDK_BUILDS) {
      const { version, dir } = installed(pkg);
      // The stand-ins' relative paths reach the root node_modules: a second, nested copy would be another version.
      expect(dir, `${pkg} resolves from functions/ to ${dir}, not the root node_modules the stand-ins name`).toBe(join(REPO_ROOT, 'node_modules', pkg));
      const pinned = functionsManifest.dependencies[pkg];
      expect(pinned, `${pkg} is pinned to an exact version in functions/package.json: the stand-ins name its files`).toMatch(/^\d+\.\d+\.\d+$/);
      expect(version, `${pkg}: installed ${version}, pinned ${pinned} (npm ci)`).toBe(pinned);
    }
  });

  it('give every name the bundled code takes from the packages they replace', async () => {
    const libNames = [
      ...new Set([
        ...namesImportedByFunctions('@aws-sdk/lib-dynamodb'),
        ...namesRequired(requireFromFunctions.resolve('electrodb/src/client.js'), '@aws-sdk/lib-dynamodb'),
      ]),
    ];
    const clientNames = namesImportedByFunctions('@aws-sdk/client-dynamodb');
    const cssNames = [
      ...new Set(readdirSync(join(installed('xss').dir, 'lib')).flatMap((f) => namesRequired(join(installed('xss').dir, 'lib', f), 'cssfilter'))),
    ];
    // ElectroDB sends through these (its client wrapper), and xss builds its CSS filter from these.
    expect(libNames).toEqual(expect.arrayContaining(['GetCommand', 'QueryCommand', 'TransactWriteCommand']));
    expect(cssNames).toEqual(expect.arrayContaining(['FilterCSS']));
    // Through the aliases, as the deploy builds: the SDK's own imports of the replaced packages
    // (the document commands' of the client, the client's of the credential chain and the
    // endpoint cache) are resolved and checked by esbuild too.
    const entry = [
      `export { ${libNames.join(', ')} } from '@aws-sdk/lib-dynamodb';`,
      clientNames.length > 0 ? `export { ${clientNames.map((n) => `${n} as client_${n}`).join(', ')} } from '@aws-sdk/client-dynamodb';` : '',
      `export { ${cssNames.map((n) => `${n} as css_${n}`).join(', ')} } from 'cssfilter';`,
      `export { defaultProvider } from '@aws-sdk/credential-provider-node';`,
      `export { EndpointCache } from '@aws-sdk/endpoint-cache';`,
    ].join('\n');
    expect(await buildErrors(entry), 'a stand-in in functions/src/lib/bundle lacks a name its importers take').toEqual([]);
  });

  it('offer every method the endpoint cache’s users may call', () => {
    const real = requireFromFunctions('@aws-sdk/endpoint-cache') as { EndpointCache: { prototype: object } };
    const methods = Object.getOwnPropertyNames(real.EndpointCache.prototype).filter((m) => m !== 'constructor');
    const standIn = readFileSync(BUNDLE_ALIASES['@aws-sdk/endpoint-cache']!, 'utf8');
    const offered = [...standIn.matchAll(/^ {2}(\w+)\(/gm)].map(([, m]) => m);
    expect(
      methods.filter((m) => !offered.includes(m)),
      `@aws-sdk/endpoint-cache@${installed('@aws-sdk/endpoint-cache').version} has methods the stand-in lacks`,
    ).toEqual([]);
  });
});
