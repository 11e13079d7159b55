import { describe, expect, it, vi } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { submitAppeal } from '../../../infra/local/test/appeals';

type Entry = { fn?: string; message: string; level: string; fields: Record<string, unknown> };

/**
 * The local runtime runs every function in one process with one logger: each line must
 * still carry the function that wrote it, not whichever ran last.
 */
describe('log lines carry the function that wrote them', () => {
  it("finds the jobs function's mail run by filtering by 'jobs', and labels the requests around it by their own function", async () => {
    const admin = await tokenForDemo('ADMIN');
    const since = new Date().toISOString();
    // A Полтава appeal mails its executor: the appeals function queues the mail, the jobs function sends it.
    const submitted = await submitAppeal({});
    expect(submitted.status).toBe(201);
    const jobs = async () => {
      const reply = await call('GET', `/api/logs?fn=jobs&from=${encodeURIComponent(since)}&limit=50`, { token: admin });
      expect(reply.status).toBe(200);
      return reply.body.entries as Entry[];
    };
    await vi.waitFor(async () => expect((await jobs()).map((e) => e.message)).toContain('outbox run'), { timeout: 20_000, interval: 250 });
    for (const entry of await jobs()) expect(entry.fn).toBe('jobs');

    const requests = await call('GET', `/api/logs?fn=logs&text=${encodeURIComponent('/api/logs')}&from=${encodeURIComponent(since)}`, { token: admin });
    expect((requests.body.entries as Entry[]).every((e) => e.fn === 'logs' && e.message === 'request')).toBe(true);
  });
});
