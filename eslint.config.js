// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import ts from 'typescript';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Imports flow one way (docs/architecture.md, "Floors"): core <- functions, web <- infra. Nothing imports infra. */
const restrict = (patterns, message, paths = [], more = []) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }, ...more], paths }],
});

/**
 * Only the jobs function sends mail: the others put it in the outbox (lib/outbox.ts).
 * lib/mail.ts holds the SES client, which would add ~35 KB to their bundles.
 */
const sesOnlyInJobs = [
  { group: ['**/lib/mail', './mail', '@aws-sdk/client-ses'], message: 'Only the jobs function sends mail: use queueMail from lib/outbox.ts.' },
];
const functionsOnly = ['@dosyt/web/*', '@dosyt/infra/*', '**/web/**', '**/infra/**'];

/**
 * Schemas and handlers take zod from core/src/validation/zod.ts: zod/mini, whose functions
 * tree-shake (classic zod's methods add ~90 KB to every Lambda), with classic zod's messages.
 */
const zodMessage = "Use `import * as z from '@dosyt/core/validation/zod'` (core: '../validation/zod'): zod/mini with classic zod's messages.";
const zodPaths = [
  { name: 'zod', allowTypeImports: true, message: zodMessage },
  { name: 'zod/mini', allowTypeImports: true, message: zodMessage },
];
const corePatterns = ['@dosyt/*', '**/functions/**', '**/web/**', '**/infra/**'];

/** ElectroDB's index loads its Service too (~20 KB, CommonJS, not tree-shaken): values come from db/electrodb.ts. */
const electrodbPaths = [
  {
    name: 'electrodb',
    allowTypeImports: true,
    message: "Take Entity and createWriteTransaction from functions/src/db/electrodb.ts (types from 'electrodb' are fine).",
  },
];

/**
 * A comment never sends the reader to a document a clone of this repository lacks (the
 * product's requirements, design or style notes kept elsewhere, or the tracker's issue
 * numbers): it states the rule itself, or points to docs/ (docs/decisions.md holds the
 * product's decisions with their reasons).
 */
const OUTSIDE_REFERENCE = /(?<![.\w-])spec(?:ification)?(?:'s|s)?\b|§|\b(?:DESIGN|STYLE|TOOLCHAIN)\.md\b|\.\.\/shared\/|\bissues? \d+/i;
const local = {
  rules: {
    'no-outside-reference': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { outside: 'The comment cites a document outside the repository ("{{found}}"): state the rule itself, or point to docs/.' },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const found = OUTSIDE_REFERENCE.exec(comment.value);
              if (found) context.report({ loc: comment.loc, messageId: 'outside', data: { found: found[0] } });
            }
          },
        };
      },
    },
  },
};

/**
 * Import cycles, type-only imports included (import-x/no-cycle skips those, and has no
 * option to see them): a cycle hides which side is the lower floor, whatever it imports.
 * The graph is read once a run with TypeScript's import scanner (static, dynamic and
 * `export … from` imports); relative paths and the workspaces' `@dosyt/<ws>/…` names,
 * which map to `<ws>/src/…`, are followed. Tarjan's algorithm finds the strongly
 * connected groups; every import that stays inside a group of two or more files fails.
 */
const ROOT = import.meta.dirname;
const importGraph = new Map();
const sourceFile = (base) => {
  const candidates = /\.[cm]?js$/.test(base) ? [base.replace(/\.([cm]?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx')] : [];
  candidates.push(base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'));
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
};
function importsOf(file) {
  let targets = importGraph.get(file);
  if (!targets) {
    targets = new Map();
    importGraph.set(file, targets);
    const text = readFileSync(file, 'utf8');
    for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
      const workspace = /^@dosyt\/(core|functions|web|infra)\/(.+)$/.exec(fileName);
      const base = fileName.startsWith('.') ? resolve(dirname(file), fileName) : workspace ? join(ROOT, workspace[1], 'src', workspace[2]) : null;
      const target = base && sourceFile(base);
      if (target && !targets.has(target)) targets.set(target, pos);
    }
  }
  return targets;
}
const groupOf = new Map();
function tarjan(start) {
  let index = 0;
  const indexOf = new Map(),
    low = new Map(),
    stack = [],
    onStack = new Set();
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of importsOf(node).keys()) {
      if (groupOf.has(next)) continue;
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group = new Set();
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.add(member);
        groupOf.set(member, group);
      } while (member !== node);
    }
  };
  if (!groupOf.has(start)) visit(start);
  return groupOf.get(start);
}
/** A shortest way back from `from` to `to` inside one group, for the message. */
function wayBack(from, to, group) {
  const previous = new Map([[from, null]]);
  for (const queue = [from]; queue.length > 0;) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of importsOf(node).keys())
      if (group.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
  }
  const way = [];
  for (let node = to; node !== null && node !== undefined; node = previous.get(node)) way.unshift(relative(ROOT, node));
  return way;
}
local.rules['no-cycle'] = {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle (type-only imports count): {{way}}.' } },
  create(context) {
    return {
      Program() {
        const file = context.physicalFilename;
        if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return;
        const group = tarjan(file);
        const self = importsOf(file);
        if (group.size < 2 && !self.has(file)) return;
        for (const [target, pos] of self) {
          if (!group.has(target)) continue;
          const way = [relative(ROOT, file), ...wayBack(target, file, group)].join(' -> ');
          context.report({ loc: context.sourceCode.getLocFromIndex(pos), messageId: 'cycle', data: { way } });
        }
      },
    };
  },
};

/**
 * The folders of functions/src (the domains, `accounts`, `db`, `lib`) import each other one
 * way only: a folder never imports one that reaches it back, directly or through others,
 * though no single file closes a cycle (local/no-cycle sees files only). Otherwise neither
 * folder is the lower floor, and a function's bundle takes in the other domain's code.
 * Tests may reach across (a test of appeals may create an account through users).
 * docs/architecture.md, "Domains", draws the arrows.
 */
const FUNCTIONS_SRC = join(ROOT, 'functions', 'src');
const isTest = (file) => /\.test\.tsx?$/.test(file);
/** The functions/src folder a file belongs to; null for files outside them. */
const folderOf = (file) => {
  const parts = relative(FUNCTIONS_SRC, file).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
};
/** folder -> (imported folder -> the first file that imports it), over every non-test file. */
let folderGraph;
function folderImports() {
  if (folderGraph) return folderGraph;
  folderGraph = new Map();
  for (const entry of readdirSync(FUNCTIONS_SRC, { recursive: true })) {
    const file = join(FUNCTIONS_SRC, entry);
    const from = folderOf(file);
    if (!from || !/\.tsx?$/.test(file) || isTest(file)) continue;
    if (!folderGraph.has(from)) folderGraph.set(from, new Map());
    for (const target of importsOf(file).keys()) {
      const to = folderOf(target);
      if (to && to !== from && !isTest(target) && !folderGraph.get(from).has(to)) folderGraph.get(from).set(to, relative(ROOT, file));
    }
  }
  return folderGraph;
}
/** A shortest chain of folder imports from `from` to `to` ("a (by a/x.ts) -> b"), or null. */
function folderWay(from, to) {
  const graph = folderImports();
  const previous = new Map([[from, null]]);
  for (const queue = [from]; queue.length > 0;) {
    const node = queue.shift();
    if (node === to) {
      const steps = [];
      for (let at = to; previous.get(at) !== null; at = previous.get(at)) steps.unshift(`-> ${at} (${graph.get(previous.get(at)).get(at)})`);
      return [from, ...steps].join(' ');
    }
    for (const next of graph.get(node)?.keys() ?? [])
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
  }
  return null;
}
local.rules['one-way-domains'] = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      back: 'functions/src/{{from}} imports {{to}}, which imports {{from}} back: {{way}}. Move what both need below them (accounts, db, lib).',
    },
  },
  create(context) {
    return {
      Program() {
        const file = context.physicalFilename;
        const from = folderOf(file);
        if (!from || isTest(file) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return;
        for (const [target, pos] of importsOf(file)) {
          const to = folderOf(target);
          if (!to || to === from || isTest(target)) continue;
          const way = folderWay(to, from);
          if (way) context.report({ loc: context.sourceCode.getLocFromIndex(pos), messageId: 'back', data: { from, to, way } });
        }
      },
    };
  },
};

/**
 * Data access goes through the data layer (functions/src/db): the entities build the keys.
 * Outside it, no value import of a DynamoDB document command (a raw command with a key built
 * by hand) and no use of ElectroDB's internal entity marks (`__edb_e__`, `__edb_v__`: let the
 * entity tell its items, `parse(…, { ignoreOwnership: false })`). A raw command that is truly
 * needed (bundle size, a transaction, a plain item without an entity) lives in functions/src/db.
 */
const RAW_COMMAND = /^(Get|Put|Update|Delete|Query|Scan|BatchGet|BatchWrite|TransactGet|TransactWrite)Command$/;
const ENTITY_MARK = /__edb_[ev]__/;
local.rules['data-through-db'] = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      command: '{{name}} outside functions/src/db: read and write through an entity, or move the raw command into the data layer.',
      mark: "ElectroDB's internal entity mark outside functions/src/db: let the entity tell its own items.",
    },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@aws-sdk/lib-dynamodb' || node.importKind === 'type') return;
        for (const specifier of node.specifiers)
          if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type' && RAW_COMMAND.test(specifier.imported.name))
            context.report({ node: specifier, messageId: 'command', data: { name: specifier.imported.name } });
      },
      Literal(node) {
        if (typeof node.value === 'string' && ENTITY_MARK.test(node.value)) context.report({ node, messageId: 'mark' });
      },
      Identifier(node) {
        if (ENTITY_MARK.test(node.name)) context.report({ node, messageId: 'mark' });
      },
    };
  },
};
/** Files whose raw commands are still to move into the data layer: the list only shrinks. */
const RAW_COMMANDS_LEFT = [
  'functions/src/appeals/anonymise.ts',
  'functions/src/appeals/phone-hash.ts',
  'functions/src/assignments/maintenance/assignment-pages.ts',
  'functions/src/assignments/maintenance/reindex.ts',
  'functions/src/assignments/maintenance/urgent-index.ts',
  'functions/src/content/maintenance/reindex.ts',
  'functions/src/jobs/appeal-retention.ts',
  'functions/src/jobs/mail-outbox.ts',
  'functions/src/jobs/mark-expired.ts',
  'functions/src/lib/outbox.ts',
  'functions/src/lib/session-epoch.ts',
  'functions/src/lib/sign-in-activity.ts',
  'functions/src/lib/sign-in-record.ts',
  'functions/src/reference/seed/seed.ts',
  'functions/src/stats/maintenance/rebuild.ts',
  'functions/src/stats/phased-page.ts',
  'functions/src/stats/stats-db.ts',
  'functions/src/users/maintenance/admin-index.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-render/**',
      '.rehearsal/**',
      '**/cdk.out/**',
      '.data/**',
      'bench/out/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // No file imports itself back through others, type-only imports included.
    plugins: { local },
    rules: { 'local/no-cycle': 'error', 'local/no-outside-reference': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      // The named `z` defeats tree-shaking and adds ~370 KB of zod to every bundle.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z'][importKind!='type']",
          message: "Use `import * as z from 'zod'` so bundles can tree-shake zod.",
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/src/validation/zod.ts'],
    rules: restrict(corePatterns, 'core depends on nothing in the repo.', zodPaths),
  },
  {
    files: ['core/src/validation/zod.ts'],
    rules: restrict(corePatterns, 'core depends on nothing in the repo.'),
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: { 'local/one-way-domains': 'error' },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/**/*.test.ts', 'functions/src/db/**', ...RAW_COMMANDS_LEFT],
    rules: { 'local/data-through-db': 'error' },
  },
  {
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: restrict(
      functionsOnly,
      'functions may use core only: the API contract is core/src/api; infra stands above and reads functions.',
      [...zodPaths, ...electrodbPaths],
      sesOnlyInJobs,
    ),
  },
  {
    files: ['functions/src/jobs/**/*.ts', 'functions/src/lib/mail.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: restrict(functionsOnly, 'functions may use core only: the API contract is core/src/api; infra stands above and reads functions.', [
      ...zodPaths,
      ...electrodbPaths,
    ]),
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: restrict(['@dosyt/functions/*', '@dosyt/infra/*', '**/functions/**', '**/infra/**'], 'web talks to the server over HTTP only.'),
  },
  {
    files: ['web/src/features/*/**/*.{ts,tsx}'],
    rules: restrict(['**/features/*/**', '!./**', '!../**'], 'features never import each other: compose them in app/routes.'),
  },
);
