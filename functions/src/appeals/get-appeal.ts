import type { AppealReport, AppealTimelineEvent, AppealView } from '@dosyt/core/api/appeal-answers';
import { ForbiddenError, NotFoundError } from '@dosyt/core/errors';
import type { AppealItem } from '../db/entities/appeal.entity';
import { isAdmin, type Caller } from '../lib/caller';
import { getAppealItem, loadAppealPartition, type AppealPartition } from '../db/appeal-store';
import { appealView, batchGetCommunities, batchGetUsers, fullName } from './appeal-views';
import { SYSTEM_ACTOR } from './audit';
import { latestReadsOfAppeal } from './read-audit';
import { referralStepActorName, referralTimelineText } from '@dosyt/core/referral/referral';
import type { ReferralHistoryStep, ReferralItem } from '../db/entities/referral.entity';

const referralSteps = (r: Pick<ReferralItem, 'history'>): ReferralHistoryStep[] => (Array.isArray(r.history) ? (r.history as ReferralHistoryStep[]) : []);

export const APPEAL_NOT_FOUND = 'Звернення не знайдено';
export const PUBLIC_ACTOR_NAME = 'Заявник (форма на сайті)';
export const SYSTEM_ACTOR_NAME = 'Система розподілу';
export const PERSON_ACTOR_NAME = 'Заявник (сторінка /status)';
export const READS_ACTOR_NAME = 'Журнал переглядів';

/** ADMIN reads any appeal; a USER only one they are an executor of. */
export function assertCanRead(caller: Caller, appeal: Pick<AppealItem, 'executorIds'>): void {
  if (isAdmin(caller)) return;
  if (caller.roles.includes('USER') && appeal.executorIds.includes(caller.userId)) return;
  throw new ForbiddenError();
}

export async function readablePartition(caller: Caller, appealId: number): Promise<AppealPartition> {
  const partition = await loadAppealPartition(appealId);
  if (!partition) throw new NotFoundError(APPEAL_NOT_FOUND);
  assertCanRead(caller, partition.appeal);
  return partition;
}

/** GET /api/appeals/{id}: the appeal with its community and version (for the edit screen). */
export async function getAppeal(caller: Caller, appealId: number, now = Date.now()): Promise<AppealView> {
  const appeal = await getAppealItem(appealId);
  if (!appeal) throw new NotFoundError(APPEAL_NOT_FOUND);
  assertCanRead(caller, appeal);
  const communities = await batchGetCommunities([appeal.community_id]);
  return withoutDuplicateLink(caller, appealView(appeal, now, communities.get(appeal.community_id)));
}

/** The link to the phone's earlier appeal is for ADMIN eyes: an executor may not read that appeal, nor learn it exists. */
export function withoutDuplicateLink<T extends { duplicateOf: number | null }>(caller: Caller, view: T): T {
  return isAdmin(caller) ? view : { ...view, duplicateOf: null };
}

/** POST /api/appeals/{id}/phone: the whole number behind a list's masked one (the handler records the reveal). */
export async function revealPhone(caller: Caller, appealId: number): Promise<{ id: number; phone: string }> {
  const appeal = await getAppealItem(appealId);
  if (!appeal) throw new NotFoundError(APPEAL_NOT_FOUND);
  assertCanRead(caller, appeal);
  return { id: appeal.id, phone: appeal.phone };
}

/** GET /api/appeals/report/{id}: the printable report, the appeal with its completion reports. */
export async function getAppealReport(caller: Caller, appealId: number, now = Date.now()): Promise<AppealReport> {
  const { appeal, reports } = await readablePartition(caller, appealId);
  const communities = await batchGetCommunities([appeal.community_id]);
  return {
    ...appealView(appeal, now, communities.get(appeal.community_id)),
    reports: reports.map((r) => ({
      id: r.id,
      assignmentId: r.assignmentId,
      content: r.content,
      author: r.author,
      responsability: r.responsability,
      date: r.date,
    })),
  };
}

/**
 * GET /api/appeals/timeline/{id}: who changed what and when, oldest first, with the
 * people named (staff names only; events themselves hold ids and field names).
 */
export async function getAppealTimeline(caller: Caller, appealId: number): Promise<AppealTimelineEvent[]> {
  const { events, messages, referrals } = await readablePartition(caller, appealId);
  const { reads, more } = await latestReadsOfAppeal(appealId);
  const userIds = [
    ...reads.map((r) => r.userId),
    ...events.flatMap((e) => [e.actorId, ...[e.before?.userId, e.after?.userId].filter((id): id is number => typeof id === 'number')]),
    ...messages.map((m) => m.authorId),
    ...referrals.flatMap((r) => referralSteps(r).map((step) => step.actorId)),
  ];
  const users = await batchGetUsers(userIds);
  const nameOf = (id: number, action?: string) =>
    id === SYSTEM_ACTOR ? (action === 'created' ? PUBLIC_ACTOR_NAME : SYSTEM_ACTOR_NAME) : fullName(users.get(id)) || `#${id}`;
  const withName = (facts: Record<string, unknown> | undefined) =>
    facts && typeof facts.userId === 'number' ? { ...facts, userName: nameOf(facts.userId) } : (facts ?? null);
  // The 'created' step names the earlier appeal of the same phone: ADMIN only.
  const facts = (e: (typeof events)[number]) =>
    !isAdmin(caller) && e.action === 'created' && e.after ? Object.fromEntries(Object.entries(e.after).filter(([k]) => k !== 'duplicateOf')) : e.after;
  const changes = events.map((e) => ({
    id: e.eventId,
    at: e.at,
    action: e.action,
    actorId: e.actorId,
    actorName: nameOf(e.actorId, e.action),
    assignmentId: e.assignmentId ?? null,
    before: withName(e.before as Record<string, unknown> | undefined),
    after: withName(facts(e) as Record<string, unknown> | undefined),
  }));
  // Messages with the person (/status) stand on the timeline with their text: staff eyes only.
  const talk = messages.map((m) => ({
    id: m.id,
    at: m.createdAt,
    action: m.from === 'person' ? 'person-message' : 'staff-message',
    actorId: m.authorId,
    actorName: m.from === 'person' ? PERSON_ACTOR_NAME : nameOf(m.authorId),
    assignmentId: null,
    before: null,
    after: null,
    text: m.text,
  }));
  // Referrals to partner services: each step in plain Ukrainian, the partner's note with it.
  const referred = referrals.flatMap((r) =>
    referralSteps(r).map((step, i) => ({
      id: `${r.id}#${i}`,
      at: step.at,
      action: `referral-${step.status}`,
      actorId: step.actorId,
      actorName: step.actorId > 0 ? nameOf(step.actorId) : referralStepActorName(step.status, r.serviceName),
      assignmentId: null,
      before: null,
      after: { referralId: r.id, serviceId: r.serviceId, serviceKind: r.serviceKind, status: step.status },
      text: referralTimelineText(step.status, r.serviceName, step.note),
    })),
  );
  // Who read the person's data and how: staff names only.
  const looks = reads.map((r) => ({
    id: r.id,
    at: r.at,
    action: 'read',
    actorId: r.userId,
    // A partner service's reads through its referral link name the service.
    actorName: r.by ?? nameOf(r.userId),
    assignmentId: null,
    before: null,
    after: { what: r.what },
  }));
  // Only the latest reads are fetched: a step just before the oldest shown says older ones exist.
  const earlier = more
    ? [
        {
          id: 'reads-earlier',
          at: reads.at(-1)!.at,
          action: 'reads-earlier',
          actorId: SYSTEM_ACTOR,
          actorName: READS_ACTOR_NAME,
          assignmentId: null,
          before: null,
          after: { shown: reads.length },
        },
      ]
    : [];
  // A stable sort: the step above stays before the read it shares its time with.
  return [...changes, ...talk, ...referred, ...earlier, ...looks].sort((a, b) => a.at.localeCompare(b.at));
}
