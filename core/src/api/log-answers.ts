import type { ReadKind } from '../audit/read-kinds';

/** What the log viewer's route answers (GET /api/logs): built by functions/src/logs, read by the web. */

export interface LogEntry {
  at: string;
  level: string;
  message: string;
  fn?: string;
  /** The line's other keys (ids, codes, durations: no personal data is ever logged). */
  fields: Record<string, unknown>;
  raw: string;
}

export interface LogPage {
  entries: LogEntry[];
  /** Pass as `before` for the next, older page; absent when nothing older is left. */
  next?: string;
}

/** One recorded read of an appeal's personal data (GET /api/logs/reads/{userId}). */
export interface StaffRead {
  id: string;
  /** ISO instant. */
  at: string;
  appealId: number;
  what: ReadKind;
}

export interface StaffReadsPage {
  /** Newest first. */
  reads: StaffRead[];
  /** Pass as `before` for the next, older page; absent when the period has nothing older. */
  next?: string;
}
