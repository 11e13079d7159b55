import type { EntityItem } from 'electrodb';
import { REFERRAL_SHARE_IDS, REFERRAL_STATUSES, SERVICE_KIND_IDS } from '@dosyt/core/referral/referral';
import { defineEntity, paddedId, tableKey } from '../entity-schema';

const STATUS_IDS = REFERRAL_STATUSES.map((s) => s.id);

/**
 * A referral of an appeal to a service, in the appeal's partition so the
 * timeline and the anonymisation read it with the appeal. The service's name and
 * kind are copied in when it is made (the service may be renamed or deactivated
 * later). `consentById`/`consentAt`: who recorded the person's consent and when.
 * `history` holds each step `{status, at, actorId (0: the partner), note?}`, oldest
 * first; notes are staff and partner text, emptied by the anonymisation.
 * `tokenHash` names the partner's live link item (referralLink) while there is one.
 * While it waits for the partner's first answer (`sent`) it sits in gsi1
 * 'referrals-awaiting-answer' by when its link dies (db/referral-awaiting.ts), where the
 * jobs function finds the ones to mark `expired`; any other state takes the keys away.
 */
export const referralEntity = defineEntity('referral', {
  attributes: {
    appealId: paddedId,
    id: { type: 'string', required: true },
    serviceId: { type: 'string', required: true },
    serviceName: { type: 'string', required: true },
    serviceKind: { type: SERVICE_KIND_IDS, required: true },
    regionId: { type: 'number' },
    communityId: { type: 'string' },
    share: { type: REFERRAL_SHARE_IDS, required: true },
    tellPerson: { type: 'boolean', required: true },
    note: { type: 'string', required: true },
    status: { type: STATUS_IDS, required: true },
    consentById: { type: 'number', required: true },
    consentAt: { type: 'string', required: true },
    history: { type: 'any', required: true },
    /** Epoch ms: the link stops working then. */
    linkExpiresAt: { type: 'number', required: true },
    tokenHash: { type: 'string' },
    awaitingKey: { type: 'string', field: 'gsi1pk' },
    awaitingSort: { type: 'string', field: 'gsi1sk' },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byAppeal: tableKey('appeal#${appealId}', 'referral#${id}', { casing: 'none' }),
  },
});

export type ReferralItem = EntityItem<typeof referralEntity>;
export interface ReferralHistoryStep {
  status: ReferralItem['status'];
  at: string;
  /** 0: the partner through the link, or the system (the anonymisation). */
  actorId: number;
  note?: string;
}
