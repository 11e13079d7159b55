import { randomUUID } from 'node:crypto';
import type { AdminService, PublicService, ReferralTarget } from '@dosyt/core/api/referral-answers';
import { NotFoundError, ValidationError } from '@dosyt/core/errors';
import { isAddressConfidential, SERVICE_MESSAGES, serviceCoversPlace, servicePublicRank, sortServices, type ServiceKind } from '@dosyt/core/referral/referral';
import type { ServiceInput } from '@dosyt/core/referral/referral.schema';
import { db } from '../db/service';
import type { PartnerServiceItem } from '../db/entities/partner-service.entity';
import { isConditionFailure } from '../db/appeal-store';
import { logger } from '../lib/logger';
import { referralDb } from '../db/referral-store';

/** gsi1's key of the national lines (no region). */
export const NATIONAL = 'all';
const regionKeyOf = (regionId: number | null): string => (regionId === null ? NATIONAL : String(regionId));

/** The service's place as the API names it. */
const placeOf = (s: PartnerServiceItem) => ({ region_id: s.regionId ?? null, community_id: s.communityId ?? null });

export function adminService(s: PartnerServiceItem): AdminService {
  return {
    id: s.id,
    name: s.name,
    kind: s.kind,
    ...placeOf(s),
    phones: s.phones,
    hours: s.hours,
    description: s.description,
    address: s.address ?? null,
    public: s.isPublic,
    acceptsReferrals: s.acceptsReferrals,
    referralEmail: s.referralEmail ?? null,
    active: s.active,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    referralCount: s.referralCount ?? 0,
  };
}

/** What anyone may read: never the referral e-mail, never a shelter's address. */
export function publicService(s: PartnerServiceItem): PublicService {
  const view: PublicService = { id: s.id, name: s.name, kind: s.kind, ...placeOf(s), phones: s.phones, hours: s.hours, description: s.description };
  if (s.address && !isAddressConfidential(s.kind)) view.address = s.address;
  return view;
}

/** A service by id, or a 404. */
export async function getService(id: string): Promise<PartnerServiceItem> {
  const { data } = await referralDb().entities.partnerService.get({ id }).go({ consistent: true });
  if (!data) throw new NotFoundError(SERVICE_MESSAGES.notFound);
  return data;
}

/** The region exists, and the community (when given) is one of its own. */
async function checkPlace(input: Pick<ServiceInput, 'region_id' | 'community_id'>): Promise<void> {
  if (input.region_id === null) return;
  const { data: region } = await db().entities.region.get({ id: input.region_id }).go();
  if (!region) throw new ValidationError(SERVICE_MESSAGES.regionUnknown, { region_id: SERVICE_MESSAGES.regionUnknown });
  if (!input.community_id) return;
  const { data: community } = await db().entities.community.get({ id: input.community_id }).go();
  if (!community) throw new ValidationError(SERVICE_MESSAGES.communityUnknown, { community_id: SERVICE_MESSAGES.communityUnknown });
  if (community.regionId !== input.region_id)
    throw new ValidationError(SERVICE_MESSAGES.communityOutsideRegion, { community_id: SERVICE_MESSAGES.communityOutsideRegion });
}

function attributesOf(input: ServiceInput) {
  return {
    name: input.name,
    kind: input.kind,
    regionKey: regionKeyOf(input.region_id),
    ...(input.region_id !== null && { regionId: input.region_id }),
    ...(input.community_id && { communityId: input.community_id }),
    phones: input.phones,
    hours: input.hours,
    description: input.description,
    ...(input.address && { address: input.address }),
    isPublic: input.public,
    acceptsReferrals: input.acceptsReferrals,
    ...(input.referralEmail && { referralEmail: input.referralEmail }),
  };
}

/** POST /api/admin/services: a new service, active unless the body says otherwise. */
export async function createService(input: ServiceInput, id: string = randomUUID()): Promise<AdminService> {
  await checkPlace(input);
  const { data } = await referralDb()
    .entities.partnerService.create({ id, ...attributesOf(input), active: input.active ?? true, referralCount: 0, createdAt: new Date().toISOString() })
    .go();
  logger.info('service created', { serviceId: id, kind: input.kind });
  return adminService(data as PartnerServiceItem);
}

/**
 * PUT /api/admin/services/{id}: the whole service again (fields left out are removed).
 * A Put of the whole item, conditional on the referral count it read, so a referral
 * made meanwhile is not counted away; deactivating keeps the referrals made to it.
 */
export async function updateService(id: string, input: ServiceInput): Promise<AdminService> {
  await checkPlace(input);
  for (let attempt = 1; ; attempt++) {
    const stored = await getService(id);
    const item = {
      id,
      ...attributesOf(input),
      active: input.active ?? stored.active,
      referralCount: stored.referralCount ?? 0,
      createdAt: stored.createdAt,
    };
    try {
      await referralDb()
        .entities.partnerService.put(item)
        .where((a, op) => `${op.exists(a.id)} AND ${op.eq(a.referralCount, item.referralCount)}`)
        .go();
      logger.info('service updated', { serviceId: id, active: item.active });
      return adminService(await getService(id));
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= 3) throw error;
    }
  }
}

async function servicesOfRegion(regionKey: string): Promise<PartnerServiceItem[]> {
  const { data } = await referralDb().entities.partnerService.query.byRegion({ regionKey }).go({ pages: 'all' });
  return data;
}

/** GET /api/admin/services?region_id=&kind=: every service (active or not), the region's or all. */
export async function listServices(query: { region_id?: number; kind?: ServiceKind }): Promise<AdminService[]> {
  const { region_id: regionId, kind } = query;
  const items =
    regionId !== undefined ? await servicesOfRegion(String(regionId)) : (await referralDb().entities.partnerService.query.all({}).go({ pages: 'all' })).data;
  return sortServices(items.filter((s) => !kind || s.kind === kind).map(adminService));
}

/** The services a place is served by: the region's (its communities' included) and the national lines. */
async function servicesFor(regionId: number | undefined): Promise<PartnerServiceItem[]> {
  const [regional, national] = await Promise.all([regionId === undefined ? [] : servicesOfRegion(String(regionId)), servicesOfRegion(NATIONAL)]);
  return [...regional, ...national];
}

/**
 * GET /api/services?region_id=&community_id=&kind=: the active public services of the
 * place (the community's own first, then the region's, then the national lines). A
 * community alone names its region; nothing names only the national lines.
 */
export async function listPublicServices(query: { region_id?: number; community_id?: string; kind?: ServiceKind }): Promise<PublicService[]> {
  let regionId = query.region_id;
  const { community_id: communityId, kind } = query;
  if (communityId && regionId === undefined) {
    const { data } = await db().entities.community.get({ id: communityId }).go();
    regionId = data?.regionId;
  }
  const place = { region_id: regionId ?? null, community_id: communityId ?? null };
  const shown = (await servicesFor(regionId)).filter((s) => s.active && s.isPublic && (!kind || s.kind === kind) && serviceCoversPlace(placeOf(s), place));
  return sortServices(shown.map(publicService), communityId);
}

/** The services an appeal may be referred to: active, taking referrals, serving its place; its community's first. */
export async function referralTargetsFor(place: { region_id: number; community_id: string }, kind?: ServiceKind): Promise<ReferralTarget[]> {
  const open = (await servicesFor(place.region_id)).filter(
    (s) => s.active && s.acceptsReferrals && (!kind || s.kind === kind) && serviceCoversPlace(placeOf(s), place),
  );
  return sortServices(open.map(publicService), place.community_id).map(({ address: _address, ...s }) => ({
    ...s,
    rank: servicePublicRank(s, place.community_id) as 0 | 1 | 2,
  }));
}
