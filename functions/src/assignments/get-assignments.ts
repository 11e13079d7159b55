import type { SafeContact } from '@dosyt/core/appeal/safety.schema';
import { maskPhone } from '@dosyt/core/phone/phone.rules';
import { timeLeft } from '@dosyt/core/appeal/deadline.rules';
import type { AppealItem } from '../db/entities/appeal.entity';
import type { AssignmentItem } from '../db/entities/assignment.entity';
import type { AssistanceTypeItem } from '../db/entities/assistance-type.entity';
import type { CommunityItem } from '../db/entities/community.entity';
import type { UserItem } from '../db/entities/user.entity';
import type { Caller } from '../lib/tokens';
import { assistanceTypes, batchGetCommunities, batchGetUsers, communityRef, statusRef } from '../appeals/appeal-views';
import { readablePartition } from '../appeals/get-appeal';
import { markRead } from '../appeals/follow-up';
import { assertCanOpen, editableBy, isExecutor, loadAssignment } from './record-access';

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

/** The record's appeal; in a list the phone is masked, the record page has it whole. */
export function appealSummary(appeal: AppealItem, community: CommunityItem | undefined, phone: 'whole' | 'masked') {
  return {
    id: appeal.id,
    createdAt: appeal.createdAt,
    name: appeal.name,
    last_name: appeal.last_name ?? null,
    phone: phone === 'whole' ? appeal.phone : maskPhone(appeal.phone),
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
    appeal: {
      ...appealSummary(appeal, communities.get(appeal.community_id), 'whole'),
      description: appeal.description,
      safe_contact: (appeal.safeContact as SafeContact | undefined) ?? null,
      risk_answers: appeal.riskAnswers ?? null,
    },
    messages: partition.messages.map((m) => ({ id: m.id, from: m.from, text: m.text, createdAt: m.createdAt })),
  };
}

/** GET /api/appeal-history/appeal/{id}: the distribution rows of an appeal. */
export async function listAppealAssignments(caller: Caller, appealId: number, now = Date.now()) {
  const { assignments } = await readablePartition(caller, appealId);
  const [types, users] = await Promise.all([assistanceTypes(), batchGetUsers(assignments.map((a) => a.userId))]);
  return assignments.map((a) => assignmentRow(caller, a, { now, types, users }));
}
