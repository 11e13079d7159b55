/** The referral answers come from the API contract (core/src/api), not retyped here. */
export type { PartnerReferralView, ReferralTarget, ReferralView } from '@dosyt/core/api/referral-answers';
