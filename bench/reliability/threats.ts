/**
 * Threat findings: what a threat-model test measured, for the report's threat
 * table. A suite collects its rows and records them as findings named
 * `threats-<suite>`; the report lists every such file (threatSection).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINDINGS_DIR } from './report';

export interface ThreatFinding {
  /** Where the threat is written down, e.g. 'issue 16 item 3'. */
  ref: string;
  threat: string;
  /** What stops it, in a line. */
  stoppedBy: string;
  /** The test that shows it, as vitest names it. */
  test: string;
  /** What was measured: counts, statuses, milliseconds. */
  figures: Record<string, string | number | boolean>;
  pass: boolean;
}

/** Every recorded threat finding (files bench/out/reliability/threats-*.json). */
export function readThreatFindings(): ThreatFinding[] {
  if (!existsSync(FINDINGS_DIR)) return [];
  return readdirSync(FINDINGS_DIR)
    .filter((f) => f.startsWith('threats-') && f.endsWith('.json'))
    .sort()
    .flatMap((f) => (JSON.parse(readFileSync(join(FINDINGS_DIR, f), 'utf8')) as { findings: ThreatFinding[] }).findings);
}

/** The report's lines for the threat findings. */
export function threatSection(findings = readThreatFindings()): string[] {
  if (findings.length === 0) return ['## Threats (measured)', '', 'Not run.', ''];
  const figures = (f: ThreatFinding) =>
    Object.entries(f.figures)
      .map(([k, v]) => `${k}: ${v}`)
      .join('; ');
  return [
    '## Threats (measured)',
    '',
    '| ref | threat | stopped by | measured | test | result |',
    '|---|---|---|---|---|---|',
    ...findings.map((f) => `| ${f.ref} | ${f.threat} | ${f.stoppedBy} | ${figures(f).replace(/\|/g, '/')} | ${f.test} | ${f.pass ? 'pass' : '**FAIL**'} |`),
    '',
  ];
}
