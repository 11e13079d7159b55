import type { EntityItem } from 'electrodb';
import { defineEntity, tableKey } from '../entity-schema';

/**
 * One precomputed counter of the dashboards, the top bar and the calendar
 * (docs/decisions.md, 'Counted, not scanned'). `partition` and `key` are built only by
 * functions/src/stats/aggregate-keys.ts; docs/data-model.md '## Aggregates' lists them.
 * s1..s4 count appeals (or assignments) by status; doneSec/doneN sum the completion
 * time of finished appeals; ref* count referrals by their state (sent, accepted, declined,
 * completed, expired, closed). Keys keep their case (community codes are upper-case).
 */
export const aggregateEntity = defineEntity('aggregate', {
  attributes: {
    partition: { type: 'string', required: true },
    key: { type: 'string', required: true },
    s1: { type: 'number' },
    s2: { type: 'number' },
    s3: { type: 'number' },
    s4: { type: 'number' },
    doneSec: { type: 'number' },
    doneN: { type: 'number' },
    refSent: { type: 'number' },
    refAccepted: { type: 'number' },
    refDeclined: { type: 'number' },
    refCompleted: { type: 'number' },
    refExpired: { type: 'number' },
    refClosed: { type: 'number' },
  },
  indexes: {
    byKey: tableKey('${partition}', '${key}', { casing: 'none' }),
  },
});

export type AggregateItem = EntityItem<typeof aggregateEntity>;

/** The counter attributes a stream record may change. */
export const COUNTER_ATTRIBUTES = [
  's1',
  's2',
  's3',
  's4',
  'doneSec',
  'doneN',
  'refSent',
  'refAccepted',
  'refDeclined',
  'refCompleted',
  'refExpired',
  'refClosed',
] as const;
export type CounterAttribute = (typeof COUNTER_ATTRIBUTES)[number];
export type CounterValues = Partial<Record<CounterAttribute, number>>;
