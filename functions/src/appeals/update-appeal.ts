import { ANONYMOUS_NAME, appealUpdateSchema, type AppealUpdateInput } from '@dosyt/core/appeal/appeal.schema';
import { deadlineFrom } from '@dosyt/core/appeal/deadline.rules';
import { ANONYMISED_EDIT_MESSAGE } from '@dosyt/core/appeal/retention.rules';
import { changedRiskAnswers, isHighRisk, riskLevel } from '@dosyt/core/appeal/risk.rules';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '@dosyt/core/errors';
import { STATUS } from '@dosyt/core/status/status.rules';
import { nextId } from '../db/counters';
import type { AppealItem } from '../db/entities/appeal.entity';
import type { AuditEventItem } from '../db/entities/audit-event.entity';
import { isUrgentAppeal, withUrgentIndex, type AssignmentItem } from '../db/entities/assignment.entity';
import { parse } from '../lib/validation';
import { logger } from '../lib/logger';
import type { Caller } from '../lib/tokens';
import { getSettings } from '../reference/settings';
import { loadPlace, resolveAssistance, safeContactItem } from './appeal-input';
import { mailExecutors } from './appeal-mail';
import { atVersion, loadAppealPartition, TransactionCanceled, transactWrite } from '../db/appeal-store';
import { phoneHash } from './phone-hash';
import { appealView, assistanceTypes, batchGetCommunities } from './appeal-views';
import { auditEvent, type AuditFacts } from './audit';
import { openDeltas, pickExecutors, regionStaff, uncoveredTypes } from './distribution';
import { APPEAL_NOT_FOUND } from './get-appeal';
import { sanitizePlainText } from './sanitize';

export const APPEAL_IN_WORK_MESSAGE = 'Звернення вже в роботі: редагування неможливе';
export const APPEAL_STALE_MESSAGE = 'Звернення змінив інший користувач. Оновіть сторінку';
const MAX_ATTEMPTS = 3;

/** Fields an admin may change, in the order the audit trail lists them. */
const EDITABLE_FIELDS = [
  'name',
  'last_name',
  'age',
  'phone',
  'region_id',
  'community_id',
  'communiction',
  'assistans_type',
  'assistanceIds',
  'description',
  'children_help',
  'children_count',
  'children_ages',
  'date_communication',
  'safeContact',
  'riskAnswers',
] as const satisfies readonly (keyof AppealItem)[];

/** Values the audit trail may hold; the rest (names, phone, text) are listed by name only. */
const NON_PERSONAL = new Set<string>(['region_id', 'community_id', 'communiction', 'assistanceIds', 'children_help', 'children_count']);

/** Maps compare by content: a stored map's keys may come back in another order than sent. */
const sortedKeys = (_key: string, v: unknown): unknown =>
  v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null, sortedKeys) === JSON.stringify(b ?? null, sortedKeys);
const sameSet = (a: readonly number[], b: readonly number[]) => same([...a].sort(), [...b].sort());

/**
 * The children's ages as they mean: the edit form sends every age group with 0 for the
 * unticked ones, or `{}` without children, while the stored map holds the ticked ones
 * only (or nothing); compared as sent, every save recorded a 'Вік дітей' change.
 */
const agesMeaning = (ages: unknown): unknown => {
  if (!ages || typeof ages !== 'object') return null;
  const ticked = Object.entries(ages).filter(([, v]) => v !== 0 && v !== false && v != null);
  return ticked.length === 0 ? null : Object.fromEntries(ticked);
};
const sameField = (field: (typeof EDITABLE_FIELDS)[number], a: unknown, b: unknown): boolean =>
  field === 'children_ages' ? same(agesMeaning(a), agesMeaning(b)) : same(a, b);

/**
 * PUT /api/appeals/{id} (admin). Only while the appeal is new (status 1), and only
 * from the version the admin loaded: the write is conditional on both, so a second
 * save from a stale screen gets a 409 instead of overwriting. Empty values are
 * dropped (core schema). A change of place or of the requested types re-distributes
 * the (still untouched) assignments in the same transaction.
 */
export async function updateAppeal(caller: Caller, appealId: number, raw: unknown, options: { now?: number; notify?: boolean } = {}) {
  return updateCheckedAppeal(caller, appealId, parse(appealUpdateSchema, raw), options);
}

type AssistanceTypes = Awaited<ReturnType<typeof assistanceTypes>>;
type AppealSettings = Awaited<ReturnType<typeof getSettings>>;

/** `updateAppeal` for a body the pipeline has parsed with the contract's schema. */
export async function updateCheckedAppeal(caller: Caller, appealId: number, input: AppealUpdateInput, options: { now?: number; notify?: boolean } = {}) {
  const now = options.now ?? Date.now();

  for (let attempt = 1; ; attempt++) {
    const partition = await loadAppealPartition(appealId);
    if (!partition) throw new NotFoundError(APPEAL_NOT_FOUND);
    const { appeal, assignments } = partition;
    if (appeal.anonymisedAt) throw new ConflictError(ANONYMISED_EDIT_MESSAGE);
    if (appeal.status_id !== STATUS.NEW) throw new ConflictError(APPEAL_IN_WORK_MESSAGE);
    if (input.version !== appeal.version) throw new ConflictError(APPEAL_STALE_MESSAGE);

    const regionId = input.region_id ?? appeal.region_id;
    const community = input.community_id ?? appeal.community_id;
    const placeChanged = regionId !== appeal.region_id || community !== appeal.community_id;
    const [place, types, settings] = await Promise.all([placeChanged ? loadPlace(community, regionId) : undefined, assistanceTypes(), getSettings()]);
    const next = await editedAppeal(appeal, input, caller, { regionId, community, types, settings, now });
    const changed = EDITABLE_FIELDS.filter((f) => !sameField(f, appeal[f], next[f]));
    const communities = await batchGetCommunities([next.community_id]);
    if (changed.length === 0) return appealView(appeal, now, communities.get(appeal.community_id));

    // New place or new types: the untouched assignments are handed out again.
    const redistribute = placeChanged || !sameSet(appeal.assistanceIds, next.assistanceIds);
    const added = redistribute ? await redistributed(appeal, next, assignments, now) : [];
    const removed = redistribute ? assignments : [];
    // A new deadline, or children or high risk set or cleared: the kept records follow (their executors' urgent lists).
    const flagMoved = isUrgentAppeal(next) !== isUrgentAppeal(appeal) || isHighRisk(next.riskLevel) !== isHighRisk(appeal.riskLevel);
    const kept = redistribute || !(next.deadlineAt !== appeal.deadlineAt || flagMoved) ? [] : assignments;
    const events = updateEvents(caller, appeal, next, changed, redistribute ? { removed, added } : undefined, now);

    try {
      await writeUpdate(appeal, next, { removed, added, kept }, events);
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      if (error.failedAt(0)) {
        const fresh = await loadAppealPartition(appealId);
        if (fresh?.appeal.anonymisedAt) throw new ConflictError(ANONYMISED_EDIT_MESSAGE);
        if (fresh && fresh.appeal.status_id !== STATUS.NEW) throw new ConflictError(APPEAL_IN_WORK_MESSAGE);
        throw new ConflictError(APPEAL_STALE_MESSAGE);
      }
      logger.warn('appeal update transaction canceled', { attempt, codes: error.codes.join(',') });
      if (attempt >= MAX_ATTEMPTS) throw new ServiceUnavailableError();
      continue;
    }

    logger.info('appeal updated', { appealId, fields: changed.length, redistributed: redistribute });
    if (added.length > 0 && options.notify !== false) await mailAdded(added, next, types);
    return appealView(next, now, place?.community ?? communities.get(next.community_id));
  }
}

/**
 * The appeal after the edit: sent values sanitised, the rest kept. The risk level
 * follows the answers, and a level that crosses into or out of high risk moves the
 * deadline to that level's service time from the appeal's creation.
 */
async function editedAppeal(
  appeal: AppealItem,
  input: AppealUpdateInput,
  caller: Caller,
  ctx: { regionId: number; community: string; types: AssistanceTypes; settings: AppealSettings; now: number },
): Promise<AppealItem> {
  const assistance =
    input.assistance_ids?.length || input.assistans_type ? resolveAssistance(input, ctx.types) : { ids: appeal.assistanceIds, text: appeal.assistans_type };
  const name = input.name !== undefined ? sanitizePlainText(input.name) : appeal.name;
  const next: AppealItem = {
    ...appeal,
    name,
    last_name: name === ANONYMOUS_NAME ? undefined : input.last_name !== undefined ? sanitizePlainText(input.last_name) : appeal.last_name,
    age: input.age ?? appeal.age,
    phone: input.phone ?? appeal.phone,
    phoneHash: input.phone ? await phoneHash(input.phone) : appeal.phoneHash,
    region_id: ctx.regionId,
    community_id: ctx.community,
    communiction: input.communiction ?? appeal.communiction,
    assistans_type: assistance.text,
    assistanceIds: assistance.ids,
    description: input.description !== undefined ? sanitizePlainText(input.description) : appeal.description,
    children_help: input.children_help ?? appeal.children_help,
    children_count: input.children_count ?? appeal.children_count,
    children_ages: input.children_ages ?? appeal.children_ages,
    date_communication: input.date_communication ?? appeal.date_communication,
    // null clears a block, undefined leaves it as it was.
    safeContact: input.safe_contact === null ? undefined : input.safe_contact !== undefined ? safeContactItem(input.safe_contact) : appeal.safeContact,
    riskAnswers: input.risk_answers === null ? undefined : (input.risk_answers ?? appeal.riskAnswers),
    editor: sanitizePlainText(input.editor ?? caller.name) || undefined,
    updatedAt: new Date(ctx.now).toISOString(),
    version: appeal.version + 1,
  };
  next.riskLevel = next.riskAnswers ? riskLevel(next.riskAnswers) : undefined;
  if (isHighRisk(next.riskLevel) !== isHighRisk(appeal.riskLevel)) {
    const hours = isHighRisk(next.riskLevel) ? ctx.settings.highRiskServiceLevelHours : ctx.settings.serviceLevelHours;
    next.deadlineAt = deadlineFrom(Date.parse(appeal.createdAt), hours);
  }
  return next;
}

/**
 * New records for the edited appeal's place and types, picked among the region's
 * executors as if the old records were already gone; sets the appeal's executors and
 * the types nobody carries.
 */
async function redistributed(appeal: AppealItem, next: AppealItem, assignments: readonly AssignmentItem[], now: number): Promise<AssignmentItem[]> {
  const leaving = new Map<number, number>();
  for (const a of assignments) leaving.set(a.userId, (leaving.get(a.userId) ?? 0) + 1);
  const staff = (await regionStaff(next.region_id)).map((u) => ({ ...u, openAssignments: (u.openAssignments ?? 0) - (leaving.get(u.id) ?? 0) }));
  const picks = pickExecutors(next.assistanceIds, staff, { regionId: next.region_id, communityId: next.community_id });
  const ids = await Promise.all(picks.map(() => nextId('assignment')));
  const nowIso = new Date(now).toISOString();
  const added = picks.map((p, i) =>
    withUrgentIndex(
      {
        id: ids[i],
        appealId: appeal.id,
        userId: p.userId,
        assistanceTypeId: p.typeId,
        statusId: STATUS.NEW,
        deadlineAt: next.deadlineAt,
        regionId: next.region_id,
        communityId: next.community_id,
        version: 1,
        createdAt: appeal.createdAt,
        updatedAt: nowIso,
      },
      next,
    ),
  );
  next.executorIds = [...new Set(added.map((a) => a.userId))];
  next.unassignedTypeIds = uncoveredTypes(next.assistanceIds, picks);
  return added;
}

/** The audit trail of the edit: what changed (values only when not personal), the redistribution, the risk questions and level. */
function updateEvents(
  caller: Caller,
  appeal: AppealItem,
  next: AppealItem,
  changed: ReadonlyArray<(typeof EDITABLE_FIELDS)[number]>,
  redistribution: { removed: readonly AssignmentItem[]; added: readonly AssignmentItem[] } | undefined,
  now: number,
): AuditEventItem[] {
  const base = { appealId: appeal.id, at: now, actorId: caller.userId };
  const facts = (item: AppealItem): AuditFacts => Object.fromEntries(changed.filter((f) => NON_PERSONAL.has(f)).map((f) => [f, item[f] as AuditFacts[string]]));
  const levelChanged = (next.riskLevel ?? null) !== (appeal.riskLevel ?? null);
  const riskQuestions = changedRiskAnswers(appeal.riskAnswers, next.riskAnswers);
  return [
    auditEvent({ ...base, action: 'updated', before: facts(appeal), after: { ...facts(next), fields: [...changed] } }),
    ...(redistribution
      ? [
          auditEvent({
            ...base,
            action: 'redistributed',
            before: { executorIds: redistribution.removed.map((a) => a.userId), assignmentIds: redistribution.removed.map((a) => a.id) },
            after: { executorIds: redistribution.added.map((a) => a.userId), assignmentIds: redistribution.added.map((a) => a.id) },
          }),
        ]
      : []),
    // Which questions changed and the level: yes/no facts, never a free text.
    ...(levelChanged || riskQuestions.length > 0
      ? [
          auditEvent({
            ...base,
            action: 'risk-changed',
            before: { riskLevel: appeal.riskLevel ?? null, deadlineAt: appeal.deadlineAt },
            after: { riskLevel: next.riskLevel ?? null, deadlineAt: next.deadlineAt, questions: riskQuestions },
          }),
        ]
      : []),
  ];
}

/**
 * One transaction: the appeal first (conditional on the version read, status new and
 * not anonymised: the caller reads a failure there as a stale or closed appeal), the
 * records removed, added and kept, the executors' open counts, the regions' counters
 * when the region moved, and the audit events.
 */
async function writeUpdate(
  appeal: AppealItem,
  next: AppealItem,
  records: { removed: readonly AssignmentItem[]; added: readonly AssignmentItem[]; kept: readonly AssignmentItem[] },
  events: readonly AuditEventItem[],
): Promise<void> {
  const appealId = appeal.id;
  const deltas = openDeltas([...records.removed.map((a) => ({ userId: a.userId, delta: -1 })), ...records.added.map((a) => ({ userId: a.userId, delta: 1 }))]);
  const regionMoved = next.region_id !== appeal.region_id;
  const dup = appeal.isDuplicate ? 1 : 0;
  await transactWrite((e) => [
    e.appeal
      .put(next)
      .where((a, op) => `${op.eq(a.version, appeal.version)} AND ${op.eq(a.status_id, STATUS.NEW as number)} AND ${op.notExists(a.anonymisedAt)}`)
      .commit(),
    ...records.removed.map((a) => e.assignment.delete({ appealId, id: a.id }).where(atVersion(a.version)).commit()),
    ...records.added.map((a) => e.assignment.create(a).commit()),
    ...records.kept.map((a) => {
      const moved = withUrgentIndex({ ...a, deadlineAt: next.deadlineAt }, next);
      const patch = e.assignment.patch({ appealId, id: a.id });
      const keyed = moved.urgentKey
        ? patch.set({ deadlineAt: next.deadlineAt, urgentKey: moved.urgentKey, urgentSort: moved.urgentSort })
        : patch.set({ deadlineAt: next.deadlineAt }).remove(['urgentKey', 'urgentSort']);
      return keyed.where(atVersion(a.version)).commit();
    }),
    ...[...deltas].map(([id, delta]) => e.user.patch({ id }).add({ openAssignments: delta }).commit()),
    ...(regionMoved
      ? [
          e.appealCounter.update({ regionId: appeal.region_id }).add({ appeals: -1, duplicates: -dup }).commit(),
          e.appealCounter.update({ regionId: next.region_id }).add({ appeals: 1, duplicates: dup }).commit(),
        ]
      : []),
    ...events.map((event) => e.auditEvent.create(event).commit()),
  ]);
}

/** The executors of the new records get the mail of a new appeal. */
async function mailAdded(added: readonly AssignmentItem[], next: AppealItem, types: AssistanceTypes): Promise<void> {
  await mailExecutors(
    added.map((a) => ({
      appealId: next.id,
      assignmentId: a.id,
      userId: a.userId,
      typeDescription: types.get(a.assistanceTypeId)?.description ?? '',
      deadlineAt: a.deadlineAt,
      urgent: isHighRisk(next.riskLevel),
    })),
    'assigned',
  );
}
