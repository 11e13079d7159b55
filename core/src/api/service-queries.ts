/** The query strings of the referral and settings routes (referrals.ts, reference.ts, users.ts): the functions' pipeline parses each request with these. */
import * as z from '../validation/zod';
import { MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS } from '../appeal/retention.rules';
import { SERVICE_KIND_IDS, SERVICE_MESSAGES, type ServiceKind } from '../referral/referral';
import { COMMUNITY_CODE } from '../region/region.rules';
import { optionalInt, param } from './query-params';

const kind = param(SERVICE_MESSAGES.kind, (value, refuse) =>
  !value ? undefined : (SERVICE_KIND_IDS as readonly string[]).includes(value) ? (value as ServiceKind) : refuse(),
);

const communityId = param('Некоректний параметр: community_id', (value, refuse) => (!value ? undefined : COMMUNITY_CODE.test(value) ? value : refuse()));

/** GET /api/services: the place the public looks for (a community is enough) and the kind of help. */
export const publicServicesQuery = z.object({ region_id: optionalInt('region_id'), community_id: communityId, kind });

/** GET /api/admin/services: one region's services, or every one; of one kind, or all. */
export const adminServicesQuery = z.object({ region_id: optionalInt('region_id'), kind });

/** GET /api/appeals/{id}/referral-services: the kind of help the appeal is referred for, or any. */
export const referralTargetsQuery = z.object({ kind });

export const RETENTION_MONTHS_MESSAGE = `Строк зберігання: від ${MIN_RETENTION_MONTHS} до ${MAX_RETENTION_MONTHS} місяців`;

/** GET /api/settings/appeals/retention-preview: the retention period the admin considers. */
export const retentionPreviewQuery = z.object({
  retentionMonths: param(RETENTION_MONTHS_MESSAGE, (value, refuse) => {
    const months = Number(value);
    return value === undefined || value.trim() === '' || !Number.isInteger(months) || months < MIN_RETENTION_MONTHS || months > MAX_RETENTION_MONTHS
      ? refuse()
      : months;
  }),
});

/** GET /api/auth/verify-email: the link's token; a missing one is answered by the verification page itself. */
export const verifyEmailQuery = z.object({ token: z.optional(z.string()) });
