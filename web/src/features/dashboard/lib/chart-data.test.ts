import { describe, expect, it } from 'vitest';
import { barPadding, chartLabel, DOUGHNUT_COLORS, doughnutColor, placeLabel, secondsToDays, sortByLabel } from './chart-data';

describe('chart rules (spec part 1 section 9)', () => {
  it('cuts labels longer than 17 characters and adds an ellipsis', () => {
    expect(chartLabel('Психологічна допомога')).toBe('Психологічна допо…');
    expect(chartLabel('Моніторинг')).toBe('Моніторинг');
    expect(chartLabel('12345678901234567')).toBe('12345678901234567');
  });

  it('has seven doughnut colours, repeating after the seventh slice', () => {
    expect(DOUGHNUT_COLORS).toHaveLength(7);
    expect(new Set(DOUGHNUT_COLORS).size).toBe(7);
    expect(doughnutColor(7)).toBe(doughnutColor(0));
  });

  it('turns seconds into whole days, rounded', () => {
    expect(secondsToDays(3 * 86_400 + 43_199)).toBe(3);
    expect(secondsToDays(3 * 86_400 + 43_200)).toBe(4);
    expect(secondsToDays('172800')).toBe(2);
    expect(secondsToDays(null)).toBe(0);
  });

  it('widens the bars when there are fewer than 3', () => {
    expect(barPadding(2)).toBeLessThan(barPadding(3));
    expect(barPadding(1)).toBe(barPadding(2));
  });

  it('shortens place names on the axis', () => {
    expect(placeLabel('Полтавська міська громада')).toBe('Полтавська');
    expect(placeLabel('Вчорайшенська сільська громада')).toBe('Вчорайшенська');
    expect(placeLabel('м. Київ')).toBe('м. Київ');
  });

  it('sorts communities by name in Ukrainian order', () => {
    const rows = ['Ічнянська', 'Бахмацька', 'Єлизаветградська', 'Андрушівська'].map((label) => ({ key: label, label, value: 1 }));
    expect(sortByLabel(rows).map((r) => r.label)).toEqual(['Андрушівська', 'Бахмацька', 'Єлизаветградська', 'Ічнянська']);
  });
});
