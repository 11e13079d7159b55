/**
 * CloudWatch Logs as the rehearsal keeps them: what each function's process writes,
 * line by line, in its log group (the template's LoggingConfig, else /aws/lambda/NAME),
 * stamped with the time it was written, and `FilterLogEvents` over them (the only read
 * the functions make: functions/src/logs). Filter patterns: none, a JSON pattern of
 * `$.field = "value"` / `!=` terms joined by `||` or `&&` (what the log viewer sends),
 * or plain terms that must all occur. Anything else is refused as CloudWatch refuses an
 * invalid pattern, so a pattern the code starts to send is seen, not silently matched.
 */

export interface LogEvent {
  timestamp: number;
  message: string;
  logStreamName: string;
  eventId: string;
}

export interface FilterRequest {
  logGroupName?: string;
  startTime?: number;
  endTime?: number;
  filterPattern?: string;
  limit?: number;
  nextToken?: string;
}

export class InvalidFilterPattern extends Error {}

type Test = (message: string) => boolean;

function jsonValue(message: string): unknown {
  try {
    return JSON.parse(message);
  } catch {
    return undefined;
  }
}

function jsonTerm(term: string): Test {
  const m = /^\$\.([\w.]+)\s*(=|!=)\s*(?:"((?:[^"\\]|\\.)*)"|([\w.*-]+))$/.exec(term.trim());
  if (!m) throw new InvalidFilterPattern(`Invalid filter pattern term: ${term}`);
  const [, path, op, quoted, bare] = m;
  const wanted = quoted ?? bare ?? '';
  const glob = new RegExp(`^${wanted.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return (message) => {
    let value: unknown = jsonValue(message);
    for (const key of path!.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    // A field the event lacks (or an object) matches neither = nor !=.
    if (value === undefined || value === null || typeof value === 'object') return false;
    const equal = glob.test(String(value));
    return op === '=' ? equal : !equal;
  };
}

/** The test a filter pattern stands for (throws InvalidFilterPattern on one it does not know). */
export function filterPatternTest(pattern: string | undefined): Test {
  const text = (pattern ?? '').trim();
  if (text === '') return () => true;
  if (text.startsWith('{')) {
    if (!text.endsWith('}')) throw new InvalidFilterPattern(`Invalid filter pattern: ${text}`);
    const body = text.slice(1, -1).trim();
    if (/[()]/.test(body)) throw new InvalidFilterPattern(`Filter pattern groups are not stood in: ${text}`);
    const anyOf = body.split('||').map((alternative) => alternative.split('&&').map(jsonTerm));
    return (message) => anyOf.some((all) => all.every((test) => test(message)));
  }
  if (/[[\]{}?-]/.test(text.replace(/"[^"]*"/g, ''))) throw new InvalidFilterPattern(`Filter pattern syntax not stood in: ${text}`);
  const terms = [...text.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
  return (message) => terms.every((term) => message.includes(term));
}

export class LogStore {
  private readonly groups = new Map<string, LogEvent[]>();
  private readonly partial = new Map<string, string>();
  private count = 0;

  /** A chunk of a process's output: whole lines become events, a cut line waits for its end. */
  write(logGroupName: string, logStreamName: string, chunk: string, at = Date.now()): void {
    const key = `${logGroupName}\u0000${logStreamName}`;
    const lines = `${this.partial.get(key) ?? ''}${chunk}`.split('\n');
    this.partial.set(key, lines.pop() ?? '');
    const events = this.groups.get(logGroupName) ?? [];
    for (const line of lines) {
      if (line.trim() === '') continue;
      this.count += 1;
      events.push({ timestamp: at, message: `${line}\n`, logStreamName, eventId: String(this.count).padStart(20, '0') });
    }
    this.groups.set(logGroupName, events);
  }

  /** FilterLogEvents: the group's events in [startTime, endTime], oldest first, `limit` a page (nextToken: the offset). */
  filter(request: FilterRequest): { events: LogEvent[]; nextToken?: string } {
    const test = filterPatternTest(request.filterPattern);
    const from = request.startTime ?? 0;
    const to = request.endTime ?? Number.POSITIVE_INFINITY;
    const matching = (this.groups.get(request.logGroupName ?? '') ?? []).filter((e) => e.timestamp >= from && e.timestamp <= to && test(e.message));
    const offset = Number(request.nextToken ?? 0) || 0;
    const limit = Math.min(Math.max(1, request.limit ?? 10_000), 10_000);
    const events = matching.slice(offset, offset + limit);
    return { events, ...(offset + limit < matching.length ? { nextToken: String(offset + limit) } : {}) };
  }
}
