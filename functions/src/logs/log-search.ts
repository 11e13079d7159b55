import { open, stat } from 'node:fs/promises';
import { CloudWatchLogsClient, FilterLogEventsCommand } from '@aws-sdk/client-cloudwatch-logs';
import type { LogEntry, LogPage } from '@dosyt/core/api/log-answers';
import { ValidationError } from '@dosyt/core/errors';
import { awsClientConfig } from '../lib/aws-config';
import { env } from '../lib/env';

/** One request reads at most this much of the local file, so a rare match cannot make it read everything. */
export const LOCAL_SCAN_BYTES = 4 * 1024 * 1024;
const CHUNK = 64 * 1024;

export interface LogFilters {
  levels?: readonly string[];
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
  /** A function (domain) name: the cloud's log group, or locally the line's function / route. */
  fn?: string;
  text?: string;
  limit: number;
  /** Where the previous page stopped: older entries only. */
  before?: string;
}

export type { LogEntry, LogPage };

const SHOWN_ELSEWHERE = new Set(['level', 'message', 'timestamp', 'service', 'sampling_rate', 'function_name']);

/** A log line as the viewer shows it, or undefined when it is not one of the JSON lines. */
export function toEntry(line: string, group?: string): LogEntry | undefined {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || typeof parsed.level !== 'string') return undefined;
  const fn = typeof parsed.function_name === 'string' ? parsed.function_name : group;
  return {
    at: typeof parsed.timestamp === 'string' ? parsed.timestamp : '',
    level: parsed.level,
    message: typeof parsed.message === 'string' ? parsed.message : '',
    ...(fn ? { fn } : {}),
    fields: Object.fromEntries(Object.entries(parsed).filter(([k]) => !SHOWN_ELSEWHERE.has(k))),
    raw: line,
  };
}

export function matches(entry: LogEntry, f: LogFilters): boolean {
  const time = Date.parse(entry.at);
  if (f.levels && f.levels.length > 0 && !f.levels.includes(entry.level)) return false;
  if (f.from !== undefined && !(time >= f.from)) return false;
  if (f.to !== undefined && !(time < f.to)) return false;
  if (f.fn) {
    const fn = f.fn.toLowerCase();
    const route = typeof entry.fields.route === 'string' ? entry.fields.route : '';
    if (!(entry.fn?.toLowerCase().includes(fn) || route.startsWith(`/api/${fn}`))) return false;
  }
  if (f.text && !entry.raw.toLowerCase().includes(f.text.toLowerCase())) return false;
  return true;
}

/** Locally: the file read backwards from the cursor (a byte offset), newest first. */
export async function searchFile(path: string, f: LogFilters): Promise<LogPage> {
  const { size } = await stat(path).catch(() => ({ size: 0 }));
  let end = f.before !== undefined ? Math.min(Number(f.before), size) : size;
  if (!Number.isFinite(end) || end < 0) throw new ValidationError('Некоректний параметр: before');
  const entries: LogEntry[] = [];
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return { entries };
  try {
    // `carry`: the start of the oldest line seen so far, whose beginning lies in an older chunk.
    let carry = Buffer.alloc(0);
    let scanned = 0;
    while (end > 0 && scanned < LOCAL_SCAN_BYTES) {
      const start = Math.max(0, end - CHUNK);
      const chunk = Buffer.alloc(end - start);
      await handle.read(chunk, 0, chunk.length, start);
      scanned += chunk.length;
      const block = Buffer.concat([chunk, carry]);
      const cut = start > 0 ? block.indexOf(10) : -1;
      end = start;
      if (start > 0 && cut < 0) {
        carry = block;
        continue;
      }
      carry = cut >= 0 ? block.subarray(0, cut) : Buffer.alloc(0);
      const lines = block
        .subarray(cut + 1)
        .toString('utf8')
        .split('\n');
      const offsets: number[] = [];
      let offset = start + cut + 1;
      for (const l of lines) {
        offsets.push(offset);
        offset += Buffer.byteLength(l, 'utf8') + 1;
      }
      // Newest first; a full page stops at a line, and the next page continues before it.
      for (let i = lines.length - 1; i >= 0; i--) {
        const entry = lines[i]!.trim() === '' ? undefined : toEntry(lines[i]!);
        if (entry && matches(entry, f)) {
          entries.push(entry);
          if (entries.length >= f.limit) return { entries, ...(offsets[i]! > 0 ? { next: String(offsets[i]) } : {}) };
        }
      }
    }
    const left = end + carry.length;
    return { entries, ...(left > 0 ? { next: String(left) } : {}) };
  } finally {
    await handle.close();
  }
}

let logs: CloudWatchLogsClient | undefined;
/** The cloud looks back through widening windows; at most this many calls a group. */
const WINDOWS = [15 * 60_000, 3600_000, 6 * 3600_000, 24 * 3600_000, 7 * 24 * 3600_000];

/** JSON filter pattern for the levels (text is checked on the events, for any part of the line). */
export function levelPattern(levels: readonly string[] | undefined): string | undefined {
  if (!levels || levels.length === 0) return undefined;
  return `{ ${levels.map((l) => `$.level = "${l}"`).join(' || ')} }`;
}

/** In the cloud: FilterLogEvents on the functions' log groups, newest first, paged by time (cursor: epoch ms). */
export async function searchCloudWatch(groups: readonly string[], f: LogFilters): Promise<LogPage> {
  logs ??= new CloudWatchLogsClient(awsClientConfig());
  const chosen = f.fn ? groups.filter((g) => g.toLowerCase().includes(f.fn!.toLowerCase())) : groups;
  const endTime = Math.min(f.to ?? Date.now(), f.before !== undefined ? Number(f.before) : Number.POSITIVE_INFINITY);
  const floor = f.from ?? 0;
  const found: Array<{ at: number; entry: LogEntry }> = [];
  for (const width of WINDOWS) {
    const startTime = Math.max(floor, endTime - width);
    found.length = 0;
    for (const logGroupName of chosen) {
      let nextToken: string | undefined;
      let calls = 0;
      do {
        const out = await logs.send(
          new FilterLogEventsCommand({ logGroupName, startTime, endTime: endTime - 1, filterPattern: levelPattern(f.levels), nextToken, limit: 1000 }),
        );
        for (const e of out.events ?? []) {
          const entry = toEntry((e.message ?? '').trim(), logGroupName.split('/').pop());
          if (entry && matches({ ...entry, fn: undefined }, { ...f, fn: undefined, from: undefined, to: undefined }))
            found.push({ at: e.timestamp ?? 0, entry });
        }
        nextToken = out.nextToken;
      } while (nextToken && ++calls < 5);
    }
    if (found.length >= f.limit || startTime <= floor) break;
  }
  found.sort((a, b) => b.at - a.at);
  const page = found.slice(0, f.limit);
  const oldest = page.at(-1)?.at;
  return { entries: page.map((p) => p.entry), ...(page.length === f.limit && oldest !== undefined ? { next: String(oldest) } : {}) };
}

export async function searchLog(f: LogFilters): Promise<LogPage> {
  const { LOG_FILE, LOG_GROUPS } = env();
  if (LOG_FILE) return searchFile(LOG_FILE, f);
  if (LOG_GROUPS)
    return searchCloudWatch(
      LOG_GROUPS.split(',')
        .map((g) => g.trim())
        .filter(Boolean),
      f,
    );
  return { entries: [] };
}
