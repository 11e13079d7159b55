/** The directory's answers come from the API contract (core/src/api), not retyped here. */
export type { AdminService, PublicService } from '@dosyt/core/api/referral-answers';
