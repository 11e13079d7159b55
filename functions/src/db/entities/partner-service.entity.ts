import type { EntityItem } from 'electrodb';
import { SERVICE_KIND_IDS } from '@dosyt/core/referral/referral';
import { defineEntity, globalIndex, tableKey, updatedAt } from '../entity-schema';

/**
 * A service of the referral directory: a shelter, legal aid, a hotline…
 * `regionKey` is the region's number as text, or 'all' for a national line, so one
 * Query of gsi1 reads a region's services (its communities' included) and another the
 * national ones. gsi2 holds every service for the admin's list (hundreds at most).
 * `referralEmail` and a shelter's `address` never leave through a public answer.
 * `referralCount` counts referrals made to it (they stay when it is deactivated).
 */
export const partnerServiceEntity = defineEntity('partnerService', {
  attributes: {
    id: { type: 'string', required: true },
    name: { type: 'string', required: true },
    kind: { type: SERVICE_KIND_IDS, required: true },
    regionKey: { type: 'string', required: true },
    regionId: { type: 'number' },
    communityId: { type: 'string' },
    phones: { type: 'list', items: { type: 'string' }, required: true },
    hours: { type: 'string', required: true },
    description: { type: 'string', required: true },
    address: { type: 'string' },
    isPublic: { type: 'boolean', required: true },
    acceptsReferrals: { type: 'boolean', required: true },
    referralEmail: { type: 'string' },
    active: { type: 'boolean', required: true },
    referralCount: { type: 'number', required: true, default: 0 },
    /** Set once by the code (a Put of the edited service keeps it). */
    createdAt: { type: 'string', required: true },
    updatedAt,
  },
  indexes: {
    byId: tableKey('service#${id}', 'service', { casing: 'none' }),
    byRegion: globalIndex('gsi1', 'services#region#${regionKey}', '${id}', { casing: 'none' }),
    all: globalIndex('gsi2', 'services', '${id}', { casing: 'none' }),
  },
});

export type PartnerServiceItem = EntityItem<typeof partnerServiceEntity>;
