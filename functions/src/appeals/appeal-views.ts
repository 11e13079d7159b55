import type { SafeContact } from '@dosyt/core/appeal/safety.schema';
import { timeLeft } from '@dosyt/core/appeal/deadline.rules';
import { maskPhone } from '@dosyt/core/phone/phone.rules';
import { statusTitle } from '@dosyt/core/status/status.rules';
import { PUBLIC_RECEIPT_FIELDS, type AppealRow, type AppealView, type CommunityRef, type PublicAppealReceipt } from '@dosyt/core/api/appeal-answers';
import { db } from '../db/service';
import type { AppealItem } from '../db/entities/appeal.entity';
import type { AssistanceTypeItem } from '../db/entities/assistance-type.entity';
import type { CommunityItem } from '../db/entities/community.entity';
import type { UserItem } from '../db/entities/user.entity';

export const communityRef = (c: CommunityItem | undefined): CommunityRef | null =>
  c ? { name: c.name, adminCenter: c.adminCenter, region: c.region, region_id: c.regionId } : null;

export const statusRef = (id: number) => ({ id, title: statusTitle(id) });

/**
 * Communities are the state codifier's reference data: they change only with a new
 * seed. Each function instance keeps the ones it has met for a while, which takes a
 * round trip off every list page.
 */
const COMMUNITY_CACHE_MS = 10 * 60_000;
const communityCache = new Map<string, { item: CommunityItem; until: number }>();

export async function batchGetCommunities(ids: readonly string[]): Promise<Map<string, CommunityItem>> {
  const now = Date.now();
  const found = new Map<string, CommunityItem>();
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const cached = communityCache.get(id);
    if (cached && cached.until > now) found.set(id, cached.item);
    else if (id) missing.push(id);
  }
  if (missing.length > 0) {
    const { data } = await db()
      .entities.community.get(missing.map((id) => ({ id })))
      .go();
    for (const c of data) {
      communityCache.set(c.id, { item: c, until: now + COMMUNITY_CACHE_MS });
      found.set(c.id, c);
    }
  }
  return found;
}

export async function batchGetUsers(ids: readonly number[]): Promise<Map<number, UserItem>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.user.get(unique.map((id) => ({ id })))
    .go();
  return new Map(data.map((u) => [u.id, u]));
}

/** Every assistance type, retired ones too: old appeals still name them. */
export async function assistanceTypes(): Promise<Map<number, AssistanceTypeItem>> {
  const { data } = await db().entities.assistanceType.query.byId({}).go({ pages: 'all' });
  return new Map(data.map((t) => [t.id, t]));
}

export const fullName = (u: Pick<UserItem, 'name' | 'last_name'> | undefined): string => (u ? `${u.name} ${u.last_name}`.trim() : '');

/** An appeal as the API answers it: wire names as the clients spell them, no keys, no phone hash. */
export function appealView(a: AppealItem, now: number, community?: CommunityItem): AppealView {
  return {
    id: a.id,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    creator: a.creator ?? null,
    date_communication: a.date_communication ?? null,
    name: a.name,
    last_name: a.last_name ?? null,
    age: a.age ?? null,
    phone: a.phone,
    community_id: a.community_id,
    region_id: a.region_id,
    ...(community ? { community: communityRef(community) } : {}),
    communiction: a.communiction,
    assistans_type: a.assistans_type,
    assistanceIds: a.assistanceIds,
    description: a.description,
    children_help: a.children_help,
    children_count: a.children_count,
    children_ages: a.children_ages ?? {},
    status_id: a.status_id,
    status: { title: statusTitle(a.status_id) },
    isDuplicate: a.isDuplicate,
    duplicateOf: a.duplicateOf ?? null,
    deadlineAt: a.deadlineAt,
    prosessing_time: timeLeft(a.deadlineAt, now),
    version: a.version,
    editor: a.editor ?? null,
    // Staff only: publicAppealView leaves these out (the level is never told to the person's phone).
    // Stored as the validated wire block (safety.schema.ts); the entity types its days as plain strings.
    safe_contact: (a.safeContact as SafeContact | undefined) ?? null,
    risk_answers: a.riskAnswers ?? null,
    risk_level: a.riskLevel ?? null,
    anonymisedAt: a.anonymisedAt ?? null,
  };
}
export type { AppealView, CommunityRef };

/**
 * The answer to a public submission: the person's own appeal as they sent it and
 * nothing the platform knows beyond it. No number (it counts every appeal), no
 * duplicate link, no executor, deadline or version: the answer has the same shape
 * and values whoever else has used that phone, and says nothing about the region's
 * staff.
 */
export function publicAppealView(a: AppealView): PublicAppealReceipt {
  return Object.fromEntries(PUBLIC_RECEIPT_FIELDS.map((field) => [field, a[field]])) as PublicAppealReceipt;
}
export type PublicAppealView = PublicAppealReceipt;

/**
 * A row of the admin appeals list. The phone is masked
 *: the whole number only through the recorded reveal, POST /api/appeals/{id}/phone.
 */
export function appealRowView(a: AppealItem, now: number, community: CommunityItem | undefined): AppealRow {
  return {
    id: a.id,
    createdAt: a.createdAt,
    name: a.name,
    last_name: a.last_name ?? null,
    phone: maskPhone(a.phone),
    communiction: a.communiction,
    assistans_type: a.assistans_type,
    community_id: a.community_id,
    region_id: a.region_id,
    community: communityRef(community),
    children_help: a.children_help,
    status_id: a.status_id,
    status: { title: statusTitle(a.status_id) },
    isDuplicate: a.isDuplicate,
    duplicateOf: a.duplicateOf ?? null,
    prosessing_time: timeLeft(a.deadlineAt, now),
    deadlineAt: a.deadlineAt,
    risk_level: a.riskLevel ?? null,
  };
}
