import { highRiskFirst } from '@dosyt/core/appeal/risk.rules';
import { timeLeft } from '@dosyt/core/appeal/deadline.rules';
import { ForbiddenError, NotFoundError, ValidationError } from '@dosyt/core/errors';
import { isAssignmentEditable } from '@dosyt/core/status/status.rules';
import { db } from '../db/service';
import type { AppealItem } from '../db/entities/appeal.entity';
import type { AssignmentItem } from '../db/entities/assignment.entity';
import type { AssistanceTypeItem } from '../db/entities/assistance-type.entity';
import type { CommunityItem } from '../db/entities/community.entity';
import type { UserItem } from '../db/entities/user.entity';
import type { Caller } from '../lib/tokens';
import { batchGetAppeals, loadAppealPartition, type AppealPartition } from '../appeals/appeal-store';
import { assistanceTypes, batchGetCommunities, batchGetUsers, communityRef, statusRef } from '../appeals/appeal-views';
import { readablePartition } from '../appeals/get-appeal';
import { isAdmin } from '../lib/caller';
import { markRead } from '../appeals/follow-up';

export const ASSIGNMENT_NOT_FOUND = 'Запис не знайдено';
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_MAX_PAGE_SIZE = 100;

export const isExecutor = (caller: Caller, a: Pick<AssignmentItem, 'userId'>): boolean => a.userId === caller.userId;

/** Spec part 2 section 4, with the caller's roles. */
export const editableBy = (caller: Caller, a: Pick<AssignmentItem, 'userId' | 'statusId'>): boolean =>
  isAssignmentEditable({ statusId: a.statusId, isAdmin: isAdmin(caller), isExecutor: isExecutor(caller, a) });

/** ADMIN opens any record; anyone else only a record they are the executor of. */
export function assertCanOpen(caller: Caller, a: Pick<AssignmentItem, 'userId'>): void {
  if (isAdmin(caller) || (caller.roles.includes('USER') && isExecutor(caller, a))) return;
  throw new ForbiddenError();
}

/** Finds a record by its own id (gsi1), then reads its appeal's partition consistently. */
export async function loadAssignment(id: number): Promise<{ assignment: AssignmentItem; partition: AppealPartition }> {
  const { data } = await db().entities.assignment.query.byId({ id }).go({ attributes: ['appealId', 'id'] });
  const found = data[0];
  if (!found) throw new NotFoundError(ASSIGNMENT_NOT_FOUND);
  const partition = await loadAppealPartition(found.appealId);
  const assignment = partition?.assignments.find((a) => a.id === id);
  if (!partition || !assignment) throw new NotFoundError(ASSIGNMENT_NOT_FOUND);
  return { assignment, partition };
}

const userRef = (u: UserItem | undefined) =>
  u ? { id: u.id, name: u.name, last_name: u.last_name, phone: u.phone, email: u.email, responsability: u.responsability } : null;

const typeRef = (id: number, types: ReadonlyMap<number, AssistanceTypeItem>) => ({ id, description: types.get(id)?.description ?? '' });

/** One record as the history lists show it. */
export function assignmentRow(
  caller: Caller,
  a: AssignmentItem,
  ctx: { now: number; types: ReadonlyMap<number, AssistanceTypeItem>; users: ReadonlyMap<number, UserItem> },
) {
  return {
    id: a.id,
    appealId: a.appealId,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    userId: a.userId,
    assistanceTypeId: a.assistanceTypeId,
    AssistanceTypes: typeRef(a.assistanceTypeId, ctx.types),
    appealStatusId: a.statusId,
    appealStatus: statusRef(a.statusId),
    comment: a.comment ?? '',
    deadlineAt: a.deadlineAt,
    prosessing_time: timeLeft(a.deadlineAt, ctx.now),
    version: a.version,
    editable: editableBy(caller, a),
    unreadPersonMessage: a.unreadPersonMessage === true,
    user: userRef(ctx.users.get(a.userId)),
  };
}

function appealSummary(appeal: AppealItem, community: CommunityItem | undefined) {
  return {
    id: appeal.id,
    createdAt: appeal.createdAt,
    name: appeal.name,
    last_name: appeal.last_name ?? null,
    phone: appeal.phone,
    communiction: appeal.communiction,
    assistans_type: appeal.assistans_type,
    children_help: appeal.children_help,
    children_count: appeal.children_count,
    children_ages: appeal.children_ages ?? {},
    community_id: appeal.community_id,
    community: communityRef(community),
    status_id: appeal.status_id,
    isDuplicate: appeal.isDuplicate,
    risk_level: appeal.riskLevel ?? null,
  };
}

/** GET /api/appeal-history/{id}: the record, its appeal for the read-only part, and whether the caller may edit it. */
export async function getAssignment(caller: Caller, id: number, now = Date.now()) {
  const { assignment, partition } = await loadAssignment(id);
  assertCanOpen(caller, assignment);
  const { appeal } = partition;
  const [types, users, communities] = await Promise.all([
    assistanceTypes(),
    batchGetUsers([assignment.userId]),
    batchGetCommunities([appeal.community_id]),
    // The executor has now seen the person's messages: the record's mark goes (the answer still shows it once).
    isExecutor(caller, assignment) ? markRead(appeal.id, [assignment]) : undefined,
  ]);
  return {
    ...assignmentRow(caller, assignment, { now, types, users }),
    // The executor reads the safe-contact block before the phone (never mailed).
    appeal: { ...appealSummary(appeal, communities.get(appeal.community_id)), description: appeal.description, safe_contact: appeal.safeContact ?? null, risk_answers: appeal.riskAnswers ?? null },
    messages: partition.messages.map((m) => ({ id: m.id, from: m.from, text: m.text, createdAt: m.createdAt })),
  };
}

/** GET /api/appeal-history/appeal/{id}: the distribution rows of an appeal. */
export async function listAppealAssignments(caller: Caller, appealId: number, now = Date.now()) {
  const { assignments } = await readablePartition(caller, appealId);
  const [types, users] = await Promise.all([assistanceTypes(), batchGetUsers(assignments.map((a) => a.userId))]);
  return assignments.map((a) => assignmentRow(caller, a, { now, types, users }));
}

export interface HistoryQuery {
  from?: string;
  to?: string;
  community?: string;
  page: number;
  pageSize: number;
}

/**
 * GET /api/appeal-history/user/{userId}: an executor's records, newest first, in a
 * date range and community, one page of them with the total. A USER sees only their own.
 */
export async function listExecutorAssignments(caller: Caller, userId: number, q: HistoryQuery, now = Date.now()) {
  if (!isAdmin(caller) && caller.userId !== userId) throw new ForbiddenError();
  if (q.pageSize > HISTORY_MAX_PAGE_SIZE) throw new ValidationError('Некоректний параметр: pageSize');
  const byExecutor = db().entities.assignment.query.byExecutor({ userId });
  const options = { pages: 'all', order: 'desc', attributes: ['id', 'appealId', 'communityId'] } as const;
  const keys =
    q.from && q.to
      ? byExecutor.between({ createdAt: q.from }, { createdAt: q.to }).go(options)
      : q.from
        ? byExecutor.gte({ createdAt: q.from }).go(options)
        : q.to
          ? byExecutor.lte({ createdAt: q.to }).go(options)
          : byExecutor.go(options);
  const [{ data }, users, types] = await Promise.all([keys, batchGetUsers([userId]), assistanceTypes()]);
  const matching = q.community ? data.filter((a) => a.communityId === q.community) : data;
  const pageKeys = matching.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  if (pageKeys.length === 0) return { data: [], total: matching.length };

  const [{ data: records }, appeals] = await Promise.all([
    db().entities.assignment.get(pageKeys.map(({ appealId, id }) => ({ appealId, id }))).go(),
    batchGetAppeals(pageKeys.map((a) => a.appealId)),
  ]);
  const communities = await batchGetCommunities([...appeals.values()].map((a) => a.community_id));
  const byId = new Map(records.map((r) => [r.id, r]));
  const rows = pageKeys
    .map((k) => byId.get(k.id))
    .filter((a): a is AssignmentItem => Boolean(a))
    .map((a) => {
      const appeal = appeals.get(a.appealId);
      return {
        ...assignmentRow(caller, a, { now, types, users }),
        appeal: appeal ? appealSummary(appeal, communities.get(appeal.community_id)) : null,
      };
    });
  // High-risk records first on the page (core risk rule), the rest newest first as before.
  return { data: highRiskFirst(rows, (r) => r.appeal?.risk_level), total: matching.length };
}
