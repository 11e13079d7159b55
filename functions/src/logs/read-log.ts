import { open, stat } from 'node:fs/promises';
import { CloudWatchLogsClient, FilterLogEventsCommand } from '@aws-sdk/client-cloudwatch-logs';
import { awsClientConfig } from '../lib/aws-config';
import { env } from '../lib/env';

/** How much of the log the viewer shows: the newest lines only. */
export const MAX_LINES = 500;
const TAIL_BYTES = 256 * 1024;

/** Locally the runtime writes the application log to a file: read its tail without loading it whole. */
export async function tailFile(path: string, maxLines = MAX_LINES): Promise<string> {
  const { size } = await stat(path).catch(() => ({ size: 0 }));
  if (size === 0) return '';
  const start = Math.max(0, size - TAIL_BYTES);
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(size - start);
    await handle.read(buffer, 0, buffer.length, start);
    const lines = buffer.toString('utf8').split('\n');
    if (start > 0) lines.shift(); // the first line is cut
    return lines
      .filter((l) => l.trim() !== '')
      .slice(-maxLines)
      .join('\n');
  } finally {
    await handle.close();
  }
}

let logs: CloudWatchLogsClient | undefined;

/** In the cloud: the last hour of the functions' log groups, newest last. */
export async function tailCloudWatch(groups: string[], maxLines = MAX_LINES): Promise<string> {
  logs ??= new CloudWatchLogsClient(awsClientConfig());
  const since = Date.now() - 3600_000;
  const events = (
    await Promise.all(
      groups.map(async (logGroupName) => {
        const out = await logs!.send(new FilterLogEventsCommand({ logGroupName, startTime: since, limit: maxLines }));
        return (out.events ?? []).map((e) => ({ at: e.timestamp ?? 0, line: (e.message ?? '').trimEnd() }));
      }),
    )
  ).flat();
  return events
    .sort((a, b) => a.at - b.at)
    .slice(-maxLines)
    .map((e) => e.line)
    .join('\n');
}

export async function readApplicationLog(): Promise<string> {
  const { LOG_FILE, LOG_GROUPS } = env();
  if (LOG_FILE) return tailFile(LOG_FILE);
  if (LOG_GROUPS)
    return tailCloudWatch(
      LOG_GROUPS.split(',')
        .map((g) => g.trim())
        .filter(Boolean),
    );
  return '';
}
