import { pad } from './keys';

/**
 * The sparse index of referrals still waiting for the partner's first answer (status
 * `sent`): gsi1 'referrals-awaiting-answer' / '<link end, epoch ms, 13 digits>#<appeal>#<referral>',
 * so 'the link has died' is one key range. Written with the referral, removed by any
 * other state (an answer, the expiry, the anonymisation).
 */
export const REFERRALS_AWAITING = 'referrals-awaiting-answer';

export const awaitingSort = (linkExpiresAt: number, appealId: number, referralId: string) =>
  `${pad(Math.max(0, Math.trunc(linkExpiresAt)), 13)}#${pad(appealId)}#${referralId}`;

/** The attributes to remove once a referral leaves `sent`. */
export const AWAITING_ATTRIBUTES = ['awaitingKey', 'awaitingSort'] as const;
