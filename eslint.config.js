// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

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
  { name: 'electrodb', allowTypeImports: true, message: "Take Entity and createWriteTransaction from functions/src/db/electrodb.ts (types from 'electrodb' are fine)." },
];

/**
 * A comment never sends the reader to a document a clone of this repository lacks (the
 * product's requirements, design or style notes kept elsewhere): it states the rule itself,
 * or points to docs/ (docs/decisions.md holds the product's decisions with their reasons).
 */
const OUTSIDE_REFERENCE = /(?<![.\w-])spec(?:ification)?(?:'s|s)?\b|§|\b(?:DESIGN|STYLE|TOOLCHAIN)\.md\b|\.\.\/shared\//i;
const local = {
  rules: {
    'no-outside-reference': {
      meta: { type: 'suggestion', schema: [], messages: { outside: 'The comment cites a document outside the repository ("{{found}}"): state the rule itself, or point to docs/.' } },
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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.data/**', 'bench/out/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // No file imports itself back through others: a cycle hides which side is the lower floor.
    plugins: { 'import-x': importX },
    settings: { 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] }, 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: false }] },
  },
  {
    plugins: { local },
    rules: { 'local/no-outside-reference': 'error' },
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
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: restrict(functionsOnly, 'functions may use core only: the API contract is core/src/api; infra stands above and reads functions.', [...zodPaths, ...electrodbPaths], sesOnlyInJobs),
  },
  {
    files: ['functions/src/jobs/**/*.ts', 'functions/src/lib/mail.ts'],
    ignores: ['functions/**/*.test.ts'],
    rules: restrict(functionsOnly, 'functions may use core only: the API contract is core/src/api; infra stands above and reads functions.', [...zodPaths, ...electrodbPaths]),
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
