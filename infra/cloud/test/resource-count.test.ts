import { describe, expect, it } from 'vitest';
import { synthApp } from './synth';

/** CloudFormation refuses a template of more than 500 resources; this leaves room to grow. */
const MAX_RESOURCES = 450;

describe('resources a stack', () => {
  it.each(['dev', 'prod'])(
    'keeps every stack of stage %s at or below 450 resources',
    (stageName) => {
      const { templates } = synthApp({ stageName });
      const counts = Object.fromEntries(Object.entries(templates).map(([name, template]) => [name, Object.keys(template.toJSON().Resources ?? {}).length]));
      for (const [name, count] of Object.entries(counts)) expect(count, `${name}: ${JSON.stringify(counts)}`).toBeLessThanOrEqual(MAX_RESOURCES);
      // The API stack is the large one: its REST resources and methods are folded per domain (constructs/route-resources.ts).
      // 410 with the pages function (its function, role, policy, logs, alarms, 3 resources and 4 methods).
      expect(counts.api).toBeLessThanOrEqual(420);
    },
    240_000,
  );
});
