/**
 * The threat-model findings: each regression test of docs/security.md records one
 * row (threat, test, result, figures) for the reliability report's "Threat model"
 * table. One file per threat, so any suite file can add rows.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINDINGS_DIR } from './findings-dir';

export interface ThreatFinding {
  /** The row's key in docs/security.md, e.g. 'T1'. */
  id: string;
  threat: string;
  /** The test's file and name, as the report cites it. */
  test: string;
  pass: boolean;
  /** What was measured, in a sentence. */
  figures?: string;
}

const threatsDir = () => join(FINDINGS_DIR, 'threats');

export function recordThreat(finding: ThreatFinding): void {
  mkdirSync(threatsDir(), { recursive: true });
  const file = join(threatsDir(), `${finding.id.replace(/[^\w.-]/g, '_')}-${finding.test.replace(/[^\w.-]+/g, '_').slice(0, 80)}.json`);
  writeFileSync(file, `${JSON.stringify(finding, null, 2)}\n`);
}

export function readThreats(): ThreatFinding[] {
  if (!existsSync(threatsDir())) return [];
  const order = (id: string) => Number(/\d+/.exec(id)?.[0] ?? 0);
  return readdirSync(threatsDir())
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(threatsDir(), f), 'utf8')) as ThreatFinding)
    .sort((a, b) => order(a.id) - order(b.id) || a.id.localeCompare(b.id) || a.test.localeCompare(b.test));
}
