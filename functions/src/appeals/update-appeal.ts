import { ANONYMOUS_NAME, appealUpdateSchema, type AppealUpdateInput } from '@dosyt/core/appeal/appeal.schema';
import { deadlineFrom } from '@dosyt/core/appeal/deadline.rules';
import { ANONYMISED_EDIT_MESSAGE } from '@dosyt/core/appeal/retention.rules';
import { changedRiskAnswers, isHighRisk, riskLevel } from '@dosyt/core/appeal/risk.rules';
import { ConflictError, NotFoundError, ServiceUnavailableError } from '@dosyt/core/errors';
import { STATUS } from '@dosyt/core/status/status.rules';
import { nextId } from '../db/counters';
import type { AppealItem } from '../db/entities/appeal.entity';
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

/** `updateAppeal` for a body the pipeline has parsed with the contract's schema. */
export async function updateCheckedAppeal(caller: Caller, appealId: number, input: AppealUpdateInput, options: { now?: number; notify?: boolean } = {}) {
  const now = options.now ?? Date.now();
  const nowIso = new Date(now).toISOString();

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
    const assistance =
      input.assistance_ids?.length || input.assistans_type ? resolveAssistance(input, types) : { ids: appeal.assistanceIds, text: appeal.assistans_type };

    const name = input.name !== undefined ? sanitizePlainText(input.name) : appeal.name;
    const next: AppealItem = {
      ...appeal,
      name,
      last_name: name === ANONYMOUS_NAME ? undefined : input.last_name !== undefined ? sanitizePlainText(input.last_name) : appeal.last_name,
      age: input.age ?? appeal.age,
      phone: input.phone ?? appeal.phone,
      phoneHash: input.phone ? await phoneHash(input.phone) : appeal.phoneHash,
      region_id: regionId,
      community_id: community,
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
      updatedAt: nowIso,
      version: appeal.version + 1,
    };
    // The level follows the answers; a change of level changes the service level of the deadline.
    next.riskLevel = next.riskAnswers ? riskLevel(next.riskAnswers) : undefined;
    const levelChanged = (next.riskLevel ?? null) !== (appeal.riskLevel ?? null);
    if (levelChanged && isHighRisk(next.riskLevel) !== isHighRisk(appeal.riskLevel)) {
      const hours = isHighRisk(next.riskLevel) ? settings.highRiskServiceLevelHours : settings.serviceLevelHours;
      next.deadlineAt = deadlineFrom(Date.parse(appeal.createdAt), hours);
    }
    const riskQuestions = changedRiskAnswers(appeal.riskAnswers, next.riskAnswers);
    const changed = EDITABLE_FIELDS.filter((f) => !sameField(f, appeal[f], next[f]));
    const communities = await batchGetCommunities([next.community_id]);
    if (changed.length === 0) return appealView(appeal, now, communities.get(appeal.community_id));

    // New place or new types: the untouched assignments are handed out again.
    const redistribute = placeChanged || !sameSet(appeal.assistanceIds, next.assistanceIds);
    let added: AssignmentItem[] = [];
    if (redistribute) {
      const leaving = new Map<number, number>();
      for (const a of assignments) leaving.set(a.userId, (leaving.get(a.userId) ?? 0) + 1);
      const staff = (await regionStaff(next.region_id)).map((u) => ({ ...u, openAssignments: (u.openAssignments ?? 0) - (leaving.get(u.id) ?? 0) }));
      const picks = pickExecutors(next.assistanceIds, staff, { regionId: next.region_id, communityId: next.community_id });
      const ids = await Promise.all(picks.map(() => nextId('assignment')));
      added = picks.map((p, i) =>
        withUrgentIndex(
          {
            id: ids[i],
            appealId,
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
    }
    const removed = redistribute ? assignments : [];
    const deadlineMoved = next.deadlineAt !== appeal.deadlineAt;
    // Children or high risk set or cleared: the kept records enter or leave their executors' urgent lists.
    const flagMoved = isUrgentAppeal(next) !== isUrgentAppeal(appeal) || isHighRisk(next.riskLevel) !== isHighRisk(appeal.riskLevel);
    const kept = redistribute || !(deadlineMoved || flagMoved) ? [] : assignments;
    const deltas = openDeltas([...removed.map((a) => ({ userId: a.userId, delta: -1 })), ...added.map((a) => ({ userId: a.userId, delta: 1 }))]);

    const facts = (item: AppealItem): AuditFacts =>
      Object.fromEntries(changed.filter((f) => NON_PERSONAL.has(f)).map((f) => [f, item[f] as AuditFacts[string]]));
    const events = [
      auditEvent({ appealId, at: now, actorId: caller.userId, action: 'updated', before: facts(appeal), after: { ...facts(next), fields: [...changed] } }),
      ...(redistribute
        ? [
            auditEvent({
              appealId,
              at: now,
              actorId: caller.userId,
              action: 'redistributed',
              before: { executorIds: removed.map((a) => a.userId), assignmentIds: removed.map((a) => a.id) },
              after: { executorIds: added.map((a) => a.userId), assignmentIds: added.map((a) => a.id) },
            }),
          ]
        : []),
      // Which questions changed and the level: yes/no facts, never a free text.
      ...(levelChanged || riskQuestions.length > 0
        ? [
            auditEvent({
              appealId,
              at: now,
              actorId: caller.userId,
              action: 'risk-changed',
              before: { riskLevel: appeal.riskLevel ?? null, deadlineAt: appeal.deadlineAt },
              after: { riskLevel: next.riskLevel ?? null, deadlineAt: next.deadlineAt, questions: riskQuestions },
            }),
          ]
        : []),
    ];
    const regionMoved = next.region_id !== appeal.region_id;
    const dup = appeal.isDuplicate ? 1 : 0;

    try {
      await transactWrite((e) => [
        e.appeal
          .put(next)
          .where((a, op) => `${op.eq(a.version, appeal.version)} AND ${op.eq(a.status_id, STATUS.NEW as number)} AND ${op.notExists(a.anonymisedAt)}`)
          .commit(),
        ...removed.map((a) => e.assignment.delete({ appealId, id: a.id }).where(atVersion(a.version)).commit()),
        ...added.map((a) => e.assignment.create(a).commit()),
        ...kept.map((a) => {
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
    if (added.length > 0 && options.notify !== false) {
      await mailExecutors(
        added.map((a) => ({
          appealId,
          assignmentId: a.id,
          userId: a.userId,
          typeDescription: types.get(a.assistanceTypeId)?.description ?? '',
          deadlineAt: a.deadlineAt,
          urgent: isHighRisk(next.riskLevel),
        })),
        'assigned',
      );
    }
    return appealView(next, now, place?.community ?? communities.get(next.community_id));
  }
}
