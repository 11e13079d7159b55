import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * The rules engine is the project's own axe-core (web/package.json), not the one the Playwright
 * runner package pins: the runner release that installs quietly on Node 20 carries an older engine
 * in which some WCAG rules (label-content-name-mismatch among them) are still experimental and off.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA, as axe-core tags them (2.2 added AA rules only). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING: ReadonlyArray<Result['impact']> = ['serious', 'critical'];

/** One line per offending element: rule, impact, selector and axe's own summary. */
function describe(violation: Result): string[] {
  return violation.nodes.map(
    (node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
  );
}

/**
 * Runs axe-core on the page as it is now (a screen in one of its states: a dialog
 * open, a form showing its errors, a table with rows) and fails with every serious
 * or critical WCAG 2.2 A/AA violation listed. The state is recorded on the test
 * (annotation `axe`), so the report says which screens and states were checked.
 */
export async function expectNoSeriousViolations(page: Page, state: string): Promise<void> {
  await test.step(`axe: ${state}`, async () => {
    // Settle first: a screen still fading in (dialogs animate) measures colours half-way.
    await page.waitForLoadState('domcontentloaded');
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    const results = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_TAGS).analyze();
    const blocking = results.violations.filter((v) => BLOCKING.includes(v.impact));
    test.info().annotations.push({ type: 'axe', description: `${state} (${new URL(page.url()).pathname})` });
    expect(blocking.flatMap(describe), `serious or critical WCAG 2.2 AA violations on ${state}`).toEqual([]);
  });
}
