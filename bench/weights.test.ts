/**
 * The staff app's first-load targets in `npm test`, not only in the bench report:
 * a screen that grows past its target fails here (the history once did, to 193.9 KB, when
 * its date filter pulled the mask library and the admin shell pulled zod).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb } from './lib/web-weight';
import { measureStaffWeight } from './lib/staff-weight';

describe("the staff app's first screens", () => {
  let built: ReturnType<typeof buildWeb> | undefined;
  beforeAll(() => {
    built = buildWeb('dosyt-weights-test-');
  });
  afterAll(() => built?.cleanup());

  it('sign-in loads at most 120 KB and each first screen after sign-in at most 170 KB of gzipped JavaScript; no charts before a dashboard', () => {
    const report = measureStaffWeight(built!.dist, 'npx vitest run bench/weights.test.ts');
    const over = report.screens.filter((s) => s.withinTarget === false).map((s) => `${s.path}: ${s.js.gzipBytes} B > ${s.targetGzipBytes} B`);
    expect(over).toEqual([]);
    expect(report.checks).toEqual({ signInWithinTarget: true, firstScreensWithinTarget: true, noChartsBeforeDashboards: true, noRouterOnSignIn: true });
  });
});
