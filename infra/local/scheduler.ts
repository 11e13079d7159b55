import { schedules } from '../routes';
import { loadDomain } from './domains';
import { invoke } from './lambda-context';

/** EventBridge, locally: runs each schedule of the route table at its rate. */
export function scheduledEvent(name: string) {
  return {
    version: '0',
    id: crypto.randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'local',
    resources: [`arn:aws:events:local:000000000000:rule/${name}`],
    detail: {},
  };
}

export async function runSchedule(name: string): Promise<unknown> {
  const schedule = schedules.find((s) => s.name === name);
  if (!schedule) throw new Error(`No schedule ${name}`);
  const handler = await loadDomain(schedule.domain);
  return invoke(schedule.domain, (context) => handler(scheduledEvent(name), context, () => undefined));
}

export function startScheduler(options: { speedUp?: number } = {}): { stop(): void } {
  const timers = schedules.map((schedule) =>
    setInterval(
      () => {
        runSchedule(schedule.name).catch((error: Error) =>
          console.error(JSON.stringify({ level: 'ERROR', message: 'schedule failed', schedule: schedule.name, errorName: error.name })),
        );
      },
      (schedule.everyMinutes * 60_000) / (options.speedUp ?? 1),
    ),
  );
  return { stop: () => timers.forEach(clearInterval) };
}
