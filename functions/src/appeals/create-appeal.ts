import { createHmac } from 'node:crypto';
import { ANONYMOUS_NAME, appealCreateSchema, type AppealCreateInput } from '@dosyt/core/appeal/appeal.schema';
import { deadlineFrom } from '@dosyt/core/appeal/deadline.rules';
import { generateFollowUpCode } from '@dosyt/core/follow-up/follow-up-code';
import { isHighRisk, riskLevel } from '@dosyt/core/appeal/risk.rules';
import { ConflictError, ServiceUnavailableError } from '@dosyt/core/errors';
import { STATUS } from '@dosyt/core/status/status.rules';
import { lastId, nextId, reserveIds } from '../db/counters';
import { db } from '../db/service';
import type { AppealItem } from '../db/entities/appeal.entity';
import type { AuditEventItem } from '../db/entities/audit-event.entity';
import type { AssignmentItem } from '../db/entities/assignment.entity';
import type { AssistanceTypeItem } from '../db/entities/assistance-type.entity';
import type { IdempotencyItem } from '../db/entities/idempotency.entity';
import { env } from '../lib/env';
import { parse } from '../lib/validation';
import { logger } from '../lib/logger';
import type { Caller } from '../lib/tokens';
import { outboxPut } from '../lib/outbox';
import type { AppealSettings } from '../reference/settings';
import { checkPlace, isRecord, resolveAssistance, safeContactItem } from './appeal-input';
import { assignmentMail } from './appeal-mail';
import { getAppealItem, TransactionCanceled, transactWrite, type TransactItem } from '../db/appeal-store';
import { legacyPhoneHash, legacyPhoneReadNeeded, phoneHash } from './phone-hash';
import { appealView, assistanceTypes, type AppealView } from './appeal-views';
import { auditEvent, SYSTEM_ACTOR } from './audit';
import { derivedKey, followUpCodeHash } from './follow-up-hash';
import { newAssignment, openDeltas, pickExecutors, regionStaff, uncoveredTypes, type RegionExecutor } from './distribution';
import { rateScope, rateWindows, refuseIfAtLimit, takeSubmissionSlot } from './rate-limit';
import { readSubmissionItems } from './submission-reads';
import { sanitizePlainText } from './sanitize';

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;
export const IDEMPOTENCY_MISMATCH_MESSAGE = 'Цей ключ запиту вже використано для іншого звернення. Оновіть сторінку і надішліть ще раз';
const DAY_MS = 24 * 3_600_000;
const MAX_ATTEMPTS = 3;

export interface CreateAppealOptions {
  /** The token sent with the submission, if any; only ADMIN and USER count as staff (see `staffCaller`). */
  caller: Caller | null;
  sourceIp: string;
  /** The Idempotency-Key header; the body's idempotency_key wins. */
  idempotencyKey?: string;
  /** Seeding only: the instant the appeal was received. */
  now?: number;
  /** Seeding only: false sends no assignment mail. */
  notify?: boolean;
  /** Seeding only: false skips the per-address limit. */
  rateLimit?: boolean;
}

export interface CreateAppealResult {
  /** created: stored now; replayed: a retry of a stored one; ignored: the honeypot was filled. */
  outcome: 'created' | 'replayed' | 'ignored';
  appeal: AppealView;
  /** The staff member who submitted it (ADMIN or USER), or null for a public submission. */
  staff: Caller | null;
  /** The follow-up code, only when the appeal was stored now: the table keeps its hash alone, so a replay cannot show it again. */
  followUpCode?: string;
}

/**
 * Staff submissions (admin add, a signed-in call-centre worker) skip the per-address
 * limit, name the creator from the token and see the duplicate link. An OBSERVER
 * executes nothing and is answered as the public is.
 */
export const staffCaller = (caller: Caller | null): Caller | null =>
  caller && (caller.roles.includes('ADMIN') || caller.roles.includes('USER')) ? caller : null;

type CreateInput = AppealCreateInput;

/** The Idempotency-Key header stands for the body's key when the body names none. */
export function withIdempotencyKey(body: unknown, headerKey: string | undefined): unknown {
  return isRecord(body) && body.idempotency_key == null && headerKey ? { ...body, idempotency_key: headerKey } : body;
}

/** A filled honeypot is a bot's: the schema refuses it, and the bot is answered as a person would be. */
export const honeypotFilled = (body: unknown): body is Record<string, unknown> =>
  isRecord(body) && body.website !== undefined && body.website !== null && !(typeof body.website === 'string' && body.website.trim() === '');

/**
 * POST /api/appeals. Validates with the core schema; checks the place; rate-limits
 * anonymous submissions per address; links duplicates; distributes the requested
 * types to executors; and writes the appeal, its assignments, the idempotency
 * record, the counters, the executors' open counts, the audit trail and the
 * executors' mails (outbox) in ONE transaction, so an appeal is stored whole or not
 * at all. Three sequential DynamoDB steps, at most eight commands: the
 * reads, then the duplicate check with the rate and id counters, then the
 * transaction; the aggregates, the search index and the notifications follow from
 * the stream (stats/apply-stream.ts), the mails leave from the outbox (jobs).
 */
export async function createAppeal(raw: unknown, options: CreateAppealOptions): Promise<CreateAppealResult> {
  if (honeypotFilled(raw)) return ignoreBot(raw, options.now ?? Date.now());
  return createCheckedAppeal(parse(appealCreateSchema, withIdempotencyKey(isRecord(raw) ? raw : { value: raw }, options.idempotencyKey)), options);
}

/** `createAppeal` for a body the pipeline has parsed with the contract's schema (a bot's is answered by `ignoreBot`). */
export async function createCheckedAppeal(input: CreateInput, options: CreateAppealOptions): Promise<CreateAppealResult> {
  const now = options.now ?? Date.now();
  const staff = staffCaller(options.caller);
  const hash = await phoneHash(input.phone);
  // Appeals stored before the keyed hash are found under the plain one until the re-key has run.
  const legacyHash = (await legacyPhoneReadNeeded()) ? legacyPhoneHash(input.phone) : undefined;
  const fingerprint = await submissionFingerprint(input.phone);

  const limited = !staff && options.rateLimit !== false;
  const scope = limited ? rateScope(options.sourceIp) : undefined;

  for (let attempt = 1; ; attempt++) {
    // Step 1: every item known by its key in one batch, the region's staff, and all
    // types only when the request names them by text.
    const [items, allTypes, executors] = await Promise.all([
      readSubmissionItems({
        communityId: input.community_id,
        regionId: input.region_id,
        typeIds: input.assistance_ids?.length ? input.assistance_ids : [],
        idempotencyKey: input.idempotency_key,
        rate: scope ? { scope, windows: rateWindows(now).map((w) => w.window) } : undefined,
      }),
      input.assistance_ids?.length ? undefined : assistanceTypes(),
      regionStaff(input.region_id),
    ]);
    const { settings } = items;
    const types = allTypes ?? items.types;
    const replay = items.idempotency ? await replayOf(items.idempotency, fingerprint, now) : undefined;
    // A retry of a stored appeal is answered even if its region has since closed.
    if (replay) return { outcome: 'replayed', appeal: appealView(replay, now, items.community), staff };
    const place = checkPlace(items.community, items.region);
    const assistance = resolveAssistance(input, types);
    if (scope) refuseIfAtLimit(items.rate, settings, now);

    // Step 2: the duplicate check, the address's count and the ids, together.
    const picks = pickExecutors(assistance.ids, executors, { regionId: input.region_id, communityId: input.community_id });
    const [first, , appealId, assignmentIds] = await Promise.all([
      firstWithPhone([hash, legacyHash], now, settings),
      scope ? takeSubmissionSlot(options.sourceIp, settings, now) : undefined,
      nextId('appeal'),
      reserveIds('assignment', picks.length),
    ]);
    const appeal = buildAppeal({
      input,
      staff,
      now,
      settings,
      appealId,
      assistance,
      first,
      hash,
      executorIds: picks.map((p) => p.userId),
      unassignedTypeIds: uncoveredTypes(assistance.ids, picks),
    });
    const assignments = picks.map((p, i) => newAssignment(appeal, { id: assignmentIds[i], userId: p.userId, typeId: p.typeId, at: appeal.createdAt }));
    const idempotency: IdempotencyItem | undefined = input.idempotency_key
      ? { key: input.idempotency_key, appealId, fingerprint, createdAt: appeal.createdAt, expiresAt: Math.floor(now / 1000) + IDEMPOTENCY_TTL_SECONDS }
      : undefined;
    const followUpCode = generateFollowUpCode();
    const mails = options.notify === false ? [] : assignmentMails(assignments, executors, types, isHighRisk(appeal.riskLevel));

    // Step 3: the appeal whole, with what the person and the executors were promised, or nothing.
    try {
      await writeCreation(
        { appeal, assignments, idempotency, events: creationEvents(appeal, assignments, staff, now), followUpHash: await followUpCodeHash(followUpCode), now },
        mails,
      );
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      // The idempotency record follows the appeal and its records in the transaction.
      if (idempotency && error.failedAt(1 + assignments.length)) {
        // The same submission is being stored by a parallel request: answer with that one.
        const stored = await findReplay(idempotency.key, fingerprint, now);
        if (stored) return { outcome: 'replayed', appeal: appealView(stored, now, place.community), staff };
      }
      logger.warn('appeal create transaction canceled', { attempt, codes: error.codes.join(',') });
      if (attempt >= MAX_ATTEMPTS) throw new ServiceUnavailableError();
      continue;
    }

    logger.info('appeal created', { appealId, assignments: assignments.length, duplicate: appeal.isDuplicate, staff: Boolean(staff) });
    return { outcome: 'created', appeal: appealView(appeal, now, place.community), staff, followUpCode };
  }
}

/** The audit trail of a new appeal: its creation (place, types, duplicate, channel, risk) and each record given out. */
function creationEvents(appeal: AppealItem, assignments: readonly AssignmentItem[], staff: Caller | null, now: number): AuditEventItem[] {
  return [
    auditEvent({
      appealId: appeal.id,
      at: now,
      actorId: staff?.userId ?? SYSTEM_ACTOR,
      action: 'created',
      after: {
        statusId: STATUS.NEW,
        regionId: appeal.region_id,
        communityId: appeal.community_id,
        assistanceIds: appeal.assistanceIds,
        isDuplicate: appeal.isDuplicate,
        duplicateOf: appeal.duplicateOf,
        channel: staff ? 'staff' : 'public',
        riskLevel: appeal.riskLevel,
      },
    }),
    ...assignments.map((a) =>
      auditEvent({
        appealId: appeal.id,
        at: now,
        actorId: SYSTEM_ACTOR,
        action: 'assigned',
        assignmentId: a.id,
        after: { userId: a.userId, assistanceTypeId: a.assistanceTypeId, statusId: a.statusId },
      }),
    ),
  ];
}

/**
 * One transaction, in this order (the caller reads a failure of the idempotency
 * record by its place): the appeal, its records, the idempotency record (a new key, or
 * an expired one), the region's counter, the executors' open counts, the audit events,
 * the follow-up code's hash; the executors' mails go to the outbox with it.
 */
async function writeCreation(
  w: {
    appeal: AppealItem;
    assignments: readonly AssignmentItem[];
    idempotency: IdempotencyItem | undefined;
    events: readonly AuditEventItem[];
    followUpHash: string;
    now: number;
  },
  mails: Parameters<typeof transactWrite>[1],
): Promise<void> {
  const { appeal, assignments, idempotency } = w;
  const nowSeconds = Math.floor(w.now / 1000);
  const deltas = openDeltas(assignments.map((a) => ({ userId: a.userId, delta: 1 })));
  await transactWrite(
    (e) => [
      e.appeal.create(appeal).commit(),
      ...assignments.map((a) => e.assignment.create(a).commit()),
      ...(idempotency
        ? [
            e.idempotency
              .put(idempotency)
              .where((attr, op) => `${op.notExists(attr.key)} OR ${op.lt(attr.expiresAt, nowSeconds)}`)
              .commit(),
          ]
        : []),
      e.appealCounter
        .update({ regionId: appeal.region_id })
        .add({ appeals: 1, duplicates: appeal.isDuplicate ? 1 : 0 })
        .commit(),
      ...[...deltas].map(([id, delta]) => e.user.patch({ id }).add({ openAssignments: delta }).commit()),
      ...w.events.map((event) => e.auditEvent.create(event).commit()),
      e.followUp.create({ codeHash: w.followUpHash, appealId: appeal.id, createdAt: appeal.createdAt }).commit(),
    ],
    mails,
  );
}

function buildAppeal(p: {
  input: CreateInput;
  staff: Caller | null;
  now: number;
  settings: AppealSettings;
  appealId: number;
  assistance: { ids: number[]; text: string };
  first: Pick<AppealItem, 'id' | 'duplicateOf'> | undefined;
  /** The phone's keyed hash (phone-hash.ts). */
  hash: string;
  executorIds: number[];
  unassignedTypeIds: number[];
}): AppealItem {
  const { input, staff, now, settings, appealId, assistance, first } = p;
  const createdAt = new Date(now).toISOString();
  const anonymous = input.name === ANONYMOUS_NAME;
  const applicant = anonymous ? ANONYMOUS_NAME : `${input.name} ${input.last_name ?? ''}`.trim();
  const level = input.risk_answers ? riskLevel(input.risk_answers) : undefined;
  return {
    id: appealId,
    createdAt,
    updatedAt: createdAt,
    // Staff: the signed-in person, from the token. Public: the applicant, whatever the body claims,
    // so nobody can pass an appeal off as a staff member's.
    creator: sanitizePlainText(staff ? staff.name : applicant) || undefined,
    date_communication: input.date_communication,
    name: sanitizePlainText(input.name),
    last_name: input.last_name ? sanitizePlainText(input.last_name) : undefined,
    phone: input.phone,
    phoneHash: p.hash,
    community_id: input.community_id,
    region_id: input.region_id,
    communiction: input.communiction,
    assistans_type: assistance.text,
    assistanceIds: assistance.ids,
    description: sanitizePlainText(input.description),
    children_help: input.children_help,
    children_count: input.children_count,
    children_ages: input.children_ages,
    status_id: STATUS.NEW,
    isDuplicate: Boolean(first),
    duplicateOf: first ? (first.duplicateOf ?? first.id) : undefined,
    // High risk: the shorter service level, whatever the other rules say.
    deadlineAt: deadlineFrom(now, isHighRisk(level) ? settings.highRiskServiceLevelHours : settings.serviceLevelHours),
    safeContact: safeContactItem(input.safe_contact),
    riskAnswers: input.risk_answers,
    riskLevel: level,
    executorIds: [...new Set(p.executorIds)],
    unassignedTypeIds: p.unassignedTypeIds,
    version: 1,
  };
}

/**
 * The first appeal with this phone in the duplicate window before `now`, if any,
 * under any of its hashes (the keyed one, and the legacy one during the re-key).
 */
async function firstWithPhone(hashes: ReadonlyArray<string | undefined>, now: number, settings: AppealSettings) {
  const from = new Date(now - settings.duplicateWindowDays * DAY_MS).toISOString();
  const to = new Date(now).toISOString();
  const found = await Promise.all(
    hashes
      .filter((hash): hash is string => hash !== undefined)
      .map(async (hash) => {
        const { data } = await db()
          .entities.appeal.query.byPhone({ phoneHash: hash })
          .between({ createdAt: from }, { createdAt: to })
          .go({ count: 1, limit: 1, order: 'asc', attributes: ['id', 'duplicateOf', 'createdAt'] });
        return data[0];
      }),
  );
  const [first] = found.filter((hit) => hit !== undefined).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return first ? ({ id: first.id, duplicateOf: first.duplicateOf } as Pick<AppealItem, 'id' | 'duplicateOf'>) : undefined;
}

/**
 * Each executor's mail as outbox items of the appeal's own transaction: a stored appeal
 * always has its mails queued, and a canceled one has none. The jobs function sends them
 * (on the outbox item's stream record). The addresses come from the region's staff the
 * distribution has just read.
 */
function assignmentMails(
  assignments: readonly AssignmentItem[],
  staffOfRegion: readonly RegionExecutor[],
  types: ReadonlyMap<number, AssistanceTypeItem>,
  urgent: boolean,
): TransactItem[] {
  const people = new Map(staffOfRegion.map((u) => [u.id, u]));
  const sentAt = Date.now();
  return assignments.flatMap((a, i) => {
    const user = people.get(a.userId);
    if (!user?.email) return [];
    const notice = {
      appealId: a.appealId,
      assignmentId: a.id,
      userId: a.userId,
      typeDescription: types.get(a.assistanceTypeId)?.description ?? '',
      deadlineAt: a.deadlineAt,
      urgent,
    };
    return [{ Put: outboxPut(env().TABLE_NAME, assignmentMail({ email: user.email, name: user.name ?? '' }, notice, 'assigned'), sentAt + i) }];
  });
}

/**
 * What an idempotency record keeps of the submission's phone: an HMAC under a key
 * derived from the follow-up pepper. A plain SHA-256 of a phone is undone by hashing
 * every Ukrainian number (a few times 10^9), so a copy of the table would give the phone.
 */
export async function submissionFingerprint(phone: string): Promise<string> {
  return createHmac('sha256', await derivedKey('idempotency fingerprint'))
    .update(phone)
    .digest('hex');
}

/** The appeal a still-valid idempotency key already created; a key reused for another phone is a conflict. */
async function findReplay(key: string, hash: string, now: number): Promise<AppealItem | undefined> {
  const { data } = await db().entities.idempotency.get({ key }).go({ consistent: true });
  return data ? replayOf(data, hash, now) : undefined;
}

async function replayOf(data: IdempotencyItem, hash: string, now: number): Promise<AppealItem | undefined> {
  if (data.expiresAt < Math.floor(now / 1000)) return undefined;
  if (data.fingerprint !== hash) throw new ConflictError(IDEMPOTENCY_MISMATCH_MESSAGE);
  const appeal = await getAppealItem(data.appealId);
  if (!appeal) {
    logger.error('idempotency record without its appeal', { appealId: data.appealId });
    return undefined;
  }
  return appeal;
}

/**
 * A filled honeypot is a bot: it gets the same kind of answer a person gets, so it
 * learns nothing, and nothing is stored or counted.
 */
export async function ignoreBot(body: Record<string, unknown>, now: number): Promise<CreateAppealResult> {
  logger.warn('appeal honeypot filled: ignored');
  const lastAppealId = await lastId('appeal');
  const parsed = appealCreateSchema.safeParse({ ...body, website: undefined });
  const createdAt = new Date(now).toISOString();
  const fake: AppealItem = {
    id: lastAppealId + 1,
    createdAt,
    updatedAt: createdAt,
    name: parsed.success ? parsed.data.name : ANONYMOUS_NAME,
    last_name: parsed.success ? parsed.data.last_name : undefined,
    phone: parsed.success ? parsed.data.phone : '',
    phoneHash: '',
    community_id: typeof body.community_id === 'string' ? body.community_id : '',
    region_id: parsed.success ? parsed.data.region_id : 0,
    communiction: parsed.success ? parsed.data.communiction : 'Телефон',
    assistans_type: typeof body.assistans_type === 'string' ? body.assistans_type : '',
    assistanceIds: parsed.success ? (parsed.data.assistance_ids ?? []) : [],
    description: '',
    children_help: false,
    children_count: 0,
    status_id: STATUS.NEW,
    isDuplicate: false,
    deadlineAt: deadlineFrom(now),
    executorIds: [],
    version: 1,
  };
  // A made-up code that leads nowhere, so the answer looks like a person's.
  return { outcome: 'ignored', appeal: appealView(fake, now), staff: null, followUpCode: generateFollowUpCode() };
}
