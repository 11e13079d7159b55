/**
 * The bench data set holds what the notification lists are for: high-risk appeals
 * (gsi4) and recent ones still waiting for an executor of a type (gsi3), in the
 * stored form the stream consumer's rebuild indexes. Without them those two lists
 * answer nothing at any size and their paging goes unmeasured.
 */
import { describe, expect, it } from 'vitest';
import { STATUS } from '@dosyt/core/status/status.rules';
import { computeAggregates } from '@dosyt/functions/stats/maintenance/rebuild';
import { HIGH_RISK_APPEALS, UNASSIGNED_APPEALS } from '@dosyt/functions/stats/aggregate-keys';
import { appealItems, planAppeals, planStaff, type CommunityRef, type RegionRef } from './dataset';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-26T12:00:00Z');
const REGIONS: RegionRef[] = [
  { id: 53, name: 'Полтавська область', population: 1_350_000 },
  { id: 46, name: 'Львівська область', population: 2_480_000 },
];
const COMMUNITIES: CommunityRef[] = [
  { id: 'UA53080370000025447', regionId: 53, population: 280_000 },
  { id: 'UA53040000000010000', regionId: 53, population: 40_000 },
  { id: 'UA46060250000042254', regionId: 46, population: 720_000 },
  { id: 'UA46080000000020000', regionId: 46, population: 60_000 },
];

describe('the bench data set', () => {
  const staff = planStaff(REGIONS, COMMUNITIES, 100);
  const planned = planAppeals(10_000, NOW, REGIONS, COMMUNITIES, staff);
  const appeals = planned.map((p) => p.appeal);

  it('screens about 3% of appeals high risk, each with the 24-hour service level', () => {
    const high = appeals.filter((a) => a.riskLevel === 'high');
    expect(high.length / appeals.length).toBeGreaterThan(0.02);
    expect(high.length / appeals.length).toBeLessThan(0.04);
    for (const a of high) expect(a.deadlineAt - Date.parse(a.createdAt)).toBe(24 * HOUR);
    expect(appeals.filter((a) => a.riskLevel !== 'high').every((a) => a.deadlineAt - Date.parse(a.createdAt) !== 24 * HOUR)).toBe(true);
  });

  it('leaves a type without an executor only on appeals of the last week, and gives nobody a record of it', () => {
    const waiting = planned.filter((p) => (p.appeal.unassignedTypeIds ?? []).length > 0);
    expect(waiting.length).toBeGreaterThan(0);
    for (const { appeal, assignments } of waiting) {
      expect(NOW - Date.parse(appeal.createdAt)).toBeLessThan(7 * 24 * HOUR);
      for (const typeId of appeal.unassignedTypeIds ?? []) {
        expect(appeal.assistanceIds).toContain(typeId);
        expect(assignments.map((a) => a.assistanceTypeId)).not.toContain(typeId);
      }
    }
  });

  it('puts every open high-risk appeal on the high-risk index and every open waiting one on the unassigned index', () => {
    const { summaries } = computeAggregates(
      planned.flatMap((p) => appealItems(p, 'bench')),
      'bench',
    );
    const onIndex = (pk: string) => new Set([...summaries.values()].filter((row) => row.gsi3pk === pk || row.gsi4pk === pk).map((row) => Number(row.id)));
    const open = (a: (typeof appeals)[number]) => a.status_id !== STATUS.FINISH;
    const highRisk = appeals.filter((a) => open(a) && a.riskLevel === 'high').map((a) => a.id);
    const waiting = appeals.filter((a) => open(a) && (a.unassignedTypeIds ?? []).length > 0).map((a) => a.id);
    expect(highRisk.length).toBeGreaterThan(0);
    expect(waiting.length).toBeGreaterThan(0);
    expect(onIndex(HIGH_RISK_APPEALS)).toEqual(new Set(highRisk));
    expect([...onIndex(UNASSIGNED_APPEALS)].filter((id) => waiting.includes(id)).sort()).toEqual(waiting.sort());
  });
});
