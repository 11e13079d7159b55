import { monotonicFactory } from 'ulid';
import type { AuditEventItem } from '../db/entities/audit-event.entity';

/** Events of one request share its instant; monotonic ids keep them in the order written. */
const nextEventId = monotonicFactory();

/** actorId for steps nobody signed in took: the public form, the distribution. */
export const SYSTEM_ACTOR = 0;

export type AuditAction =
  | 'created'
  | 'assigned'
  | 'updated'
  | 'redistributed'
  | 'redirected'
  | 'status-changed'
  | 'finished'
  | 'comment-updated'
  /** The risk screening's answers or level changed (ids and the level only). */
  | 'risk-changed'
  /** Personal data anonymised: the reason and how many texts went, never the data. */
  | 'anonymised';

/** Only ids, statuses and field names go in: never a name, phone, description or comment. */
export type AuditFacts = Record<string, number | string | boolean | null | number[] | string[] | undefined>;

export function auditEvent(input: {
  appealId: number;
  at: number;
  actorId: number;
  action: AuditAction;
  assignmentId?: number;
  before?: AuditFacts;
  after?: AuditFacts;
}): AuditEventItem {
  return {
    appealId: input.appealId,
    eventId: nextEventId(input.at),
    at: new Date(input.at).toISOString(),
    actorId: input.actorId,
    action: input.action,
    ...(input.assignmentId !== undefined ? { assignmentId: input.assignmentId } : {}),
    ...(input.before ? { before: dropUndefined(input.before) } : {}),
    ...(input.after ? { after: dropUndefined(input.after) } : {}),
  };
}

function dropUndefined(facts: AuditFacts): AuditFacts {
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined));
}
