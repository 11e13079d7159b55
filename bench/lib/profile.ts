import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * `--profile`: a CPU profile of this process (platform, gateway, handlers, stream poller)
 * while a scenario's load runs; open the .cpuprofile in Chrome's DevTools.
 */
export async function startProfile(): Promise<{ save(path: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async save(path) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
