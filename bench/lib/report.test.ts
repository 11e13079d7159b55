import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './web-weight';
import { evaluateTargets, renderReport, type BenchReport } from './report';
import { recordWarm } from './ceilings';

/** The committed full report, re-checked with today's rules. */
const committed = () => JSON.parse(readFileSync(join(ROOT, 'bench/report.json'), 'utf8')) as BenchReport;
const isLatencyTarget = (limit: string) => / ms$/.test(limit);

describe('the verdict holds ratios and counts only', () => {
  it('marks every absolute latency target as information, outside the verdict', () => {
    const checks = evaluateTargets(committed());
    const latency = checks.filter((c) => isLatencyTarget(c.limit));
    expect(latency.length).toBeGreaterThan(0);
    expect(latency.every((c) => c.informational === true)).toBe(true);
    expect(checks.filter((c) => !isLatencyTarget(c.limit)).every((c) => !c.informational)).toBe(true);
  });

  it('does not count an absolute latency over its target as a failure', () => {
    const report = committed();
    for (const s of report.scenarios) s.result.latency.p50 = 500;
    report.gateway.health.latency.p50 = 40;
    const md = renderReport({ ...report, checks: undefined });
    const verdict = md.split('## Verdict')[1]!.split('##')[0]!;
    const failedSection = md.split('## Failed targets and likely causes')[1]?.split('\n## ')[0] ?? '';
    expect(failedSection).not.toMatch(/≤ \d+ ms/);
    expect(verdict).toMatch(/absolute latency targets are printed for information/);
    expect(md).toMatch(/## Absolute latencies over their targets \(information, not the verdict\)/);
  });
});

describe("the submission's tail against its DynamoDB ceiling", () => {
  it('judges held against held and reports live against live beside it', () => {
    const report = committed();
    const submit = report.scenarios.find((s) => s.name === 'submit')!;
    submit.result.latency.p99 = 140; // the handler, consumer held
    submit.ceiling.result.latency.p99 = 100; // its ceiling, consumer held
    submit.withConsumer = { ...submit.result, latency: { ...submit.result.latency, p99: 400 } };
    submit.ceilingWithConsumer = { ...submit.ceiling.result, latency: { ...submit.ceiling.result.latency, p99: 300 } };
    report.settings.submitCeilingHeld = true;
    const check = evaluateTargets(report).find((c) => c.scenario === 'submit' && c.limit === '1.5')!;
    expect(check.pass).toBe(true);
    expect(check.target).toMatch(/both with the local stream consumer held/);
    expect(check.value).toContain('1.40 (held: 140 ms vs 100 ms)');
    expect(check.value).toContain('live (both) 1.33 (400 ms vs 300 ms)');
  });

  it('says so when the committed run measured the ceiling with the consumer live', () => {
    const check = evaluateTargets(committed()).find((c) => c.scenario === 'submit' && c.limit === '1.5')!;
    expect(check.value).toMatch(/its ceiling, in a run before both were held, with the consumer live/);
  });
});

describe('what a DynamoDB ceiling replays', () => {
  it('records the second, warm request, not the first with its cache refills', async () => {
    // Prepare: a recorder that notes which calls ran while it recorded.
    const seen: Array<{ call: number; recorded: boolean }> = [];
    let recording = false;
    let n = 0;
    const record = async (action: () => Promise<void>) => {
      recording = true;
      await action();
      recording = false;
      return [];
    };

    // Act
    const { first, probe } = await recordWarm(async () => {
      n += 1;
      seen.push({ call: n, recorded: recording });
      return n;
    }, record);

    // Assess
    expect(seen).toEqual([
      { call: 1, recorded: false },
      { call: 2, recorded: true },
    ]);
    expect({ first, probe }).toEqual({ first: 1, probe: 2 });
  });
});
