import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Physical } from './resolve';

/**
 * What a deploy leaves behind per stack, kept in `.rehearsal/stacks/<stack>.json`:
 * the physical ids, the secrets' values (as Secrets Manager would keep them) and
 * the custom resources' last properties and answers. Destroying a stack deletes
 * its file; the data stack's file stays, as its secrets and table would.
 */

export interface CustomResourceState {
  physicalResourceId: string;
  properties: Record<string, unknown>;
  data: Record<string, string>;
}

export interface StackState {
  physical: Record<string, Physical>;
  secrets: Record<string, { arn: string; value: string }>;
  custom: Record<string, CustomResourceState>;
}

export class StateStore {
  constructor(readonly dir: string) {}

  private file(stack: string) {
    return join(this.dir, `${stack}.json`);
  }

  load(stack: string): StackState {
    const file = this.file(stack);
    if (!existsSync(file)) return { physical: {}, secrets: {}, custom: {} };
    return JSON.parse(readFileSync(file, 'utf8')) as StackState;
  }

  save(stack: string, state: StackState): void {
    mkdirSync(dirname(this.file(stack)), { recursive: true });
    writeFileSync(this.file(stack), JSON.stringify(state, null, 2), { mode: 0o600 });
  }

  destroy(stack: string): void {
    rmSync(this.file(stack), { force: true });
  }
}

const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** A value as Secrets Manager's GenerateSecretString makes it (CloudFormation's defaults: 32 characters, every class). */
export function generateSecretString(spec: Record<string, unknown>): string {
  const excluded = String(spec.ExcludeCharacters ?? '');
  const classes = [
    spec.ExcludeLowercase ? '' : 'abcdefghijklmnopqrstuvwxyz',
    spec.ExcludeUppercase ? '' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    spec.ExcludeNumbers ? '' : '0123456789',
    spec.ExcludePunctuation ? '' : PUNCTUATION,
    spec.IncludeSpace ? ' ' : '',
  ]
    .map((c) => [...c].filter((ch) => !excluded.includes(ch)).join(''))
    .filter(Boolean);
  const all = classes.join('');
  const length = Number(spec.PasswordLength ?? 32);
  const chars = Array.from({ length }, () => all[randomInt(all.length)]);
  if (spec.RequireEachIncludedType !== false) classes.forEach((c, i) => (chars[i % length] = c[randomInt(c.length)]));
  // Shuffle so the required classes are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  const value = chars.join('');
  if (typeof spec.SecretStringTemplate === 'string' && typeof spec.GenerateStringKey === 'string') {
    return JSON.stringify({ ...(JSON.parse(spec.SecretStringTemplate) as object), [spec.GenerateStringKey]: value });
  }
  return value;
}
