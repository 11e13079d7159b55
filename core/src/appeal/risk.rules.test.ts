import { describe, expect, it } from 'vitest';
import { changedRiskAnswers, highRiskFirst, RISK_QUESTIONS, riskLevel, type RiskQuestionId } from './risk.rules';

const only = (id: RiskQuestionId) => ({ [id]: true });

describe('riskLevel (DASH / Danger Assessment screening rule)', () => {
  it('no answers, or only "no" answers, is standard', () => {
    expect(riskLevel(undefined)).toBe('standard');
    expect(riskLevel({})).toBe('standard');
    expect(riskLevel(Object.fromEntries(RISK_QUESTIONS.map((q) => [q.id, false])))).toBe('standard');
  });

  it.each(['threatsToKill', 'strangulation', 'weapon'] as const)('"yes" to %s alone is high', (id) => {
    expect(riskLevel(only(id))).toBe('high');
  });

  it.each(['escalation', 'pregnancy', 'childrenAtRisk', 'separation'] as const)('"yes" to %s alone is elevated', (id) => {
    expect(riskLevel(only(id))).toBe('elevated');
  });

  it('two of the other questions stay elevated; three make it high', () => {
    expect(riskLevel({ escalation: true, pregnancy: true })).toBe('elevated');
    expect(riskLevel({ escalation: true, pregnancy: true, separation: true })).toBe('high');
    expect(riskLevel({ childrenAtRisk: true, pregnancy: true, separation: true, escalation: false })).toBe('high');
  });

  it('every question is either deciding or counted', () => {
    for (const q of RISK_QUESTIONS) expect(riskLevel(only(q.id))).toBe(q.deciding ? 'high' : 'elevated');
  });
});

describe('highRiskFirst', () => {
  it('moves high risk to the top and keeps the order otherwise', () => {
    const items = [
      { id: 1, level: 'standard' as const },
      { id: 2, level: 'high' as const },
      { id: 3, level: undefined },
      { id: 4, level: 'high' as const },
      { id: 5, level: 'elevated' as const },
    ];
    expect(
      highRiskFirst(
        items,
        (i) => i.level,
        () => true,
      ).map((i) => i.id),
    ).toEqual([2, 4, 1, 3, 5]);
  });

  it('pins only an open high-risk item: a finished one stays where the order puts it', () => {
    const items = [
      { id: 1, level: 'standard' as const, open: true },
      { id: 2, level: 'high' as const, open: false },
      { id: 3, level: 'high' as const, open: true },
    ];
    expect(
      highRiskFirst(
        items,
        (i) => i.level,
        (i) => i.open,
      ).map((i) => i.id),
    ).toEqual([3, 1, 2]);
  });
});

describe('changedRiskAnswers', () => {
  it('names the questions whose answer changed, unanswered counting as its own value', () => {
    expect(changedRiskAnswers({ weapon: true, pregnancy: false }, { weapon: false, pregnancy: false, separation: true })).toEqual(['weapon', 'separation']);
    expect(changedRiskAnswers(undefined, {})).toEqual([]);
  });
});
