import type { PartnerReferralView, ReferralStep, ReferralView } from '@dosyt/core/api/referral-answers';
import type { SafeContact } from '@dosyt/core/appeal/safety.schema';
import { DEFAULT_READ_AUDIT_MONTHS } from '@dosyt/core/appeal/retention.rules';
import { ConflictError, NotFoundError, ValidationError } from '@dosyt/core/errors';
import { splitAssistansType } from '@dosyt/core/assistance/assistance';
import { isOpenStatus } from '@dosyt/core/status/status.rules';
import {
  isFinalReferralStatus,
  isReferralToken,
  partnerActorName,
  referralStepActorName,
  partnerNextStatuses,
  REFERRAL_LINK_TTL_MS,
  REFERRAL_MESSAGES,
  type PartnerAnswerStatus,
} from '@dosyt/core/referral/referral';
import type { PartnerAnswerInput, ReferralInput } from '@dosyt/core/referral/referral.schema';
import { ulid } from 'ulid';
import { db } from '../db/service';
import type { ReferralHistoryStep, ReferralItem } from '../db/entities/referral.entity';
import type { AppealItem } from '../db/entities/appeal.entity';
import { getAppealItem } from '../db/appeal-store';
import { readablePartition } from '../appeals/get-appeal';
import { randomToken, sha256Hex } from '../auth/secrets';
import type { Caller } from '../lib/caller';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { outboxPut } from '../lib/outbox';
import { referralMail } from './referral-mail';
import { refuseIfGuessingLinks, takeLinkSlot } from './rate-limit';
import { getSettings } from '../reference/settings';
import { getService } from './services';
import { staffName, staffNames } from './staff';
import { referralDb, writeAll } from '../db/referral-store';
import { AWAITING_ATTRIBUTES, awaitingSort, REFERRALS_AWAITING } from '../db/referral-awaiting';
import { notifyExecutors } from './notify-executors';

const DAY_SECONDS = 24 * 3600;

const historyOf = (r: Pick<ReferralItem, 'history'>): ReferralHistoryStep[] => (Array.isArray(r.history) ? (r.history as ReferralHistoryStep[]) : []);

/** The appeal's referrals, oldest first (one Query of the appeal's partition, referral items only). */
export async function referralsOfAppeal(appealId: number): Promise<ReferralItem[]> {
  const { data } = await referralDb().entities.referral.query.byAppeal({ appealId }).go({ consistent: true, pages: 'all' });
  return data.sort((a, b) => a.id.localeCompare(b.id));
}

/** Staff names for the consent and the steps; the partner's steps name the service, the platform's say so. */
async function staffViews(referrals: readonly ReferralItem[]): Promise<ReferralView[]> {
  const ids = referrals.flatMap((r) => [r.consentById, ...historyOf(r).map((s) => s.actorId)]).filter((id) => id > 0);
  const users = await staffNames(ids);
  const name = (id: number) => staffName(users.get(id)) || `#${id}`;
  const services = await Promise.all(
    [...new Set(referrals.map((r) => r.serviceId))].map(async (id) =>
      referralDb()
        .entities.partnerService.get({ id })
        .go()
        .then((res) => res.data),
    ),
  );
  return referrals.map((r) => {
    const service = services.find((s) => s?.id === r.serviceId);
    const steps: ReferralStep[] = historyOf(r).map((s) => ({
      status: s.status,
      at: s.at,
      by: s.actorId > 0 ? name(s.actorId) : referralStepActorName(s.status, r.serviceName),
      ...(s.note ? { note: s.note } : {}),
    }));
    return {
      id: r.id,
      appealId: r.appealId,
      serviceId: r.serviceId,
      service: { id: r.serviceId, name: service?.name ?? r.serviceName, kind: service?.kind ?? r.serviceKind, active: service?.active ?? false },
      status: r.status,
      share: r.share,
      tellPerson: r.tellPerson,
      note: r.note,
      createdAt: r.createdAt,
      consent: { recordedById: r.consentById, recordedBy: name(r.consentById), recordedAt: r.consentAt },
      linkExpiresAt: new Date(r.linkExpiresAt).toISOString(),
      history: steps,
    };
  });
}

/** GET /api/appeals/{id}/referrals: ADMIN or the appeal's executor. */
export async function listReferrals(caller: Caller, appealId: number): Promise<ReferralView[]> {
  await readablePartition(caller, appealId);
  return staffViews(await referralsOfAppeal(appealId));
}

/** The services an appeal may be referred to, for ADMIN or its executor. */
export async function appealPlace(caller: Caller, appealId: number): Promise<{ region_id: number; community_id: string }> {
  const { appeal } = await readablePartition(caller, appealId);
  return { region_id: appeal.region_id, community_id: appeal.community_id };
}

/**
 * POST /api/appeals/{id}/referrals: the person agreed (the schema takes nothing but
 * `consent: true`), the service is active and takes referrals. One transaction: the
 * referral, its link (the token's SHA-256 only), the service's count (conditional on
 * it still being active and taking referrals) and the mail to the service, which
 * carries the link and nothing about the person.
 */
export async function createReferral(caller: Caller, appealId: number, input: ReferralInput, now = Date.now()): Promise<ReferralView> {
  const { appeal, assignments } = await readablePartition(caller, appealId);
  if (appeal.anonymisedAt) throw new ConflictError(REFERRAL_MESSAGES.appealAnonymised);
  const service = await getService(input.serviceId).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new ValidationError(REFERRAL_MESSAGES.serviceUnknown, { serviceId: REFERRAL_MESSAGES.serviceUnknown });
    throw error;
  });
  if (!service.active) throw new ValidationError(REFERRAL_MESSAGES.serviceInactive, { serviceId: REFERRAL_MESSAGES.serviceInactive });
  if (!service.acceptsReferrals || !service.referralEmail) {
    throw new ValidationError(REFERRAL_MESSAGES.serviceTakesNoReferrals, { serviceId: REFERRAL_MESSAGES.serviceTakesNoReferrals });
  }
  const token = randomToken();
  const tokenHash = sha256Hex(token);
  const at = new Date(now).toISOString();
  const linkExpiresAt = now + REFERRAL_LINK_TTL_MS;
  const validUntil = Math.floor(linkExpiresAt / 1000);
  const id = ulid(now);
  const referral = {
    appealId,
    id,
    serviceId: service.id,
    serviceName: service.name,
    serviceKind: service.kind,
    regionId: appeal.region_id,
    communityId: appeal.community_id,
    share: input.share,
    tellPerson: input.tellPerson,
    note: input.note,
    status: 'sent' as const,
    consentById: caller.userId,
    consentAt: at,
    history: [{ status: 'sent', at, actorId: caller.userId }] satisfies ReferralHistoryStep[],
    linkExpiresAt,
    tokenHash,
    awaitingKey: REFERRALS_AWAITING,
    awaitingSort: awaitingSort(linkExpiresAt, appealId, id),
    createdAt: at,
    updatedAt: at,
  };
  const mail = referralMail(service.referralEmail, service.name, `${env().PUBLIC_URL}/referral/${token}`, linkExpiresAt);
  const codes = await writeAll(
    (e) => [
      e.referral.create(referral).commit(),
      e.referralLink.create({ tokenHash, appealId, referralId: referral.id, validUntil, expiresAt: validUntil + DAY_SECONDS }).commit(),
      e.partnerService
        .update({ id: service.id })
        .add({ referralCount: 1 })
        .where((a, op) => `${op.eq(a.active, true)} AND ${op.eq(a.acceptsReferrals, true)}`)
        .commit(),
    ],
    [{ Put: outboxPut(env().TABLE_NAME, mail, now) }],
  );
  if (codes?.[2] === 'ConditionalCheckFailed') throw new ValidationError(REFERRAL_MESSAGES.serviceInactive, { serviceId: REFERRAL_MESSAGES.serviceInactive });
  if (codes) throw new ConflictError();
  logger.info('referral sent', { appealId, referralId: referral.id, serviceId: service.id, share: input.share });
  // The other executors of the appeal learn of it as of the partner's answers (an admin's referral, a colleague's).
  await notifyExecutors(
    appealId,
    assignments.filter((a) => isOpenStatus(a.statusId) && a.userId !== caller.userId),
    'sent',
  );
  const [view] = await staffViews([referral as ReferralItem]);
  return view!;
}

/** The live link of a token, its referral and appeal; anything else (unknown, expired, used up, anonymised) is one 404. */
async function liveLink(token: string, sourceIp: string, now: number) {
  await refuseIfGuessingLinks(sourceIp, now);
  const unknown = async (): Promise<never> => {
    await takeLinkSlot('guess', sourceIp, now);
    throw new NotFoundError(REFERRAL_MESSAGES.linkUnknown);
  };
  if (!isReferralToken(token)) return unknown();
  const tokenHash = sha256Hex(token);
  const { data: link } = await referralDb().entities.referralLink.get({ tokenHash }).go({ consistent: true });
  if (!link || link.validUntil * 1000 <= now) return unknown();
  const [{ data: referral }, appeal] = await Promise.all([
    referralDb().entities.referral.get({ appealId: link.appealId, id: link.referralId }).go({ consistent: true }),
    getAppealItem(link.appealId),
  ]);
  if (!referral || referral.tokenHash !== tokenHash || isFinalReferralStatus(referral.status) || !appeal || appeal.anonymisedAt) return unknown();
  await takeLinkSlot('known', `${sourceIp}#${tokenHash}`, now);
  return { link, referral, appeal };
}

/** The partner's read goes into the appeal's read audit, by "партнер: <service>" (never fails the answer). */
async function recordPartnerRead(referral: ReferralItem, now: number): Promise<void> {
  try {
    const months = (await getSettings()).readAuditMonths ?? DEFAULT_READ_AUDIT_MONTHS;
    await db()
      .entities.readRecord.create({
        appealId: referral.appealId,
        userId: 0,
        id: ulid(now),
        at: new Date(now).toISOString(),
        what: 'partner',
        by: partnerActorName(referral.serviceName),
        expiresAt: Math.floor(now / 1000) + Math.round(months * 30.44 * DAY_SECONDS),
      })
      .go();
  } catch (error) {
    logger.warn('read audit not recorded', { appealId: referral.appealId, what: 'partner', errorName: (error as Error).name });
  }
}

/** What the partner sees: the request and the note; the person's contact only when she agreed to share it. */
async function partnerView(referral: ReferralItem, appeal: AppealItem): Promise<PartnerReferralView> {
  const [{ data: region }, { data: community }] = await Promise.all([
    db().entities.region.get({ id: appeal.region_id }).go(),
    db().entities.community.get({ id: appeal.community_id }).go(),
  ]);
  return {
    service: { name: referral.serviceName, kind: referral.serviceKind },
    status: referral.status,
    share: referral.share,
    createdAt: referral.createdAt,
    expiresAt: new Date(referral.linkExpiresAt).toISOString(),
    note: referral.note,
    request: { assistance: splitAssistansType(appeal.assistans_type), region: region?.region ?? null, community: community?.name ?? null },
    person:
      referral.share === 'contact'
        ? { name: appeal.name, last_name: appeal.last_name ?? null, phone: appeal.phone, safe_contact: (appeal.safeContact as SafeContact | undefined) ?? null }
        : null,
    next: [...partnerNextStatuses(referral.status)],
    history: historyOf(referral).map((s) => ({ status: s.status, at: s.at, ...(s.note ? { note: s.note } : {}) })),
  };
}

/** GET /api/referrals/{token}: the partner opens the link; every opening is a recorded read. */
export async function openReferral(token: string, sourceIp: string, now = Date.now()): Promise<PartnerReferralView> {
  const { referral, appeal } = await liveLink(token, sourceIp, now);
  await recordPartnerRead(referral, now);
  logger.info('referral opened', { appealId: referral.appealId, referralId: referral.id });
  return partnerView(referral, appeal);
}

/**
 * POST /api/referrals/{token}: the partner accepts, declines (with a reason) or
 * completes. The referral is written conditional on the state it was read in; a
 * final state deletes the link in the same transaction, so it is used up. The
 * executors see it: the records' 'нове повідомлення' mark (their new-messages list)
 * and a mail with the number and a link only.
 */
export async function answerReferral(token: string, sourceIp: string, input: PartnerAnswerInput, now = Date.now()): Promise<PartnerReferralView> {
  const { link, referral, appeal } = await liveLink(token, sourceIp, now);
  const status: PartnerAnswerStatus = input.status;
  if (!partnerNextStatuses(referral.status).includes(status)) throw new ConflictError(REFERRAL_MESSAGES.notAllowed);
  const at = new Date(now).toISOString();
  const history = [...historyOf(referral), { status, at, actorId: 0, ...(input.note ? { note: input.note } : {}) }];
  const final = isFinalReferralStatus(status);
  const { data: assignments } = await db().entities.assignment.query.byAppeal({ appealId: appeal.id }).go({ consistent: true, pages: 'all' });
  const open = assignments.filter((a) => isOpenStatus(a.statusId));
  const codes = await writeAll((e) => [
    final
      ? e.referral
          .patch({ appealId: referral.appealId, id: referral.id })
          .set({ status, history, updatedAt: at })
          .remove(['tokenHash', ...AWAITING_ATTRIBUTES])
          .where((a, op) => op.eq(a.status, referral.status))
          .commit()
      : e.referral
          .patch({ appealId: referral.appealId, id: referral.id })
          .set({ status, history, updatedAt: at })
          .remove([...AWAITING_ATTRIBUTES])
          .where((a, op) => op.eq(a.status, referral.status))
          .commit(),
    ...(final ? [e.referralLink.delete({ tokenHash: link.tokenHash }).commit()] : []),
  ]);
  if (codes) throw new ConflictError(REFERRAL_MESSAGES.notAllowed);
  logger.info('referral answered', { appealId: referral.appealId, referralId: referral.id, status });
  await notifyExecutors(appeal.id, open, status);
  // The answer shows what was shared once more: a read like the opening's.
  await recordPartnerRead(referral, now);
  // The partner's own answer, once more: a final state's link answers as unknown from now on.
  return partnerView({ ...referral, status, history }, appeal);
}
