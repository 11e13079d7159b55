import type { ScheduledEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Which work each schedule starts: the wiring only (each job has tests of its own against DynamoDB Local). */

const calls: string[] = [];
vi.mock('./appeal-retention', () => ({ runRetention: async () => (calls.push('retention'), { checked: 0 }) }));
vi.mock('./migrations', () => ({ runPendingMigrations: async () => (calls.push('migrations'), []) }));
vi.mock('./mark-expired', () => ({ markExpired: async () => (calls.push('expiry'), {}) }));

const { runSchedule } = await import('./handler');
const ruleEvent = (name: string) => ({ resources: [`arn:aws:events:eu-central-1:123456789012:rule/dosyt-dev-${name}`] }) as ScheduledEvent;

beforeEach(() => {
  calls.length = 0;
});

describe('the jobs schedules', () => {
  it('runs the pending one-off migrations after each retention run, so a deploy needs no operator step', async () => {
    await runSchedule(ruleEvent('appeal-retention'));
    expect(calls).toEqual(['retention', 'migrations']);
  });

  it('runs only the expiry on the expiry schedule', async () => {
    await runSchedule(ruleEvent('appeal-expiry'));
    expect(calls).toEqual(['expiry']);
  });
});
