import { monthGrid } from '@dosyt/core/dates/dates';
import { describe, expect, it } from 'vitest';
import { eventLabel, eventsByDay, WEEKDAYS } from './calendar-events';

describe('calendar events', () => {
  it('reads appeal rows and history rows into "title: count" per day, in status order', () => {
    const appeals = eventsByDay([
      { day: '2026-11-03', title: 'В роботі', count: 2, status_id: 3 },
      { day: '2026-11-03', title: 'Нове', count: '5', status_id: 1 },
    ]);
    const history = eventsByDay([{ day: '2026-11-04', appealStatusId: 4, count: 1 }]);
    expect(appeals.get('2026-11-03')?.map(eventLabel)).toEqual(['Нове: 5', 'В роботі: 2']);
    expect(history.get('2026-11-04')?.map(eventLabel)).toEqual(['Виконано: 1']);
  });

  it('starts the week on Sunday', () => {
    expect(WEEKDAYS[0]).toBe('Нд');
    // 1 November 2026 is a Sunday: the first cell of the grid.
    expect(monthGrid(2026, 10)[0]?.[0]).toBe('2026-11-01');
  });
});
