import { ADMIN, STAFF, type HttpRoute } from './types';
import { partnerAnswerSchema, referralSchema, serviceSchema } from '../referral/referral.schema';
import { adminServicesQuery, publicServicesQuery, referralTargetsQuery } from './service-queries';

export const referralsRoutes = [
  // The directory of services: public list, ADMIN manages it.
  {
    method: 'GET',
    path: '/api/services',
    domain: 'referrals',
    op: 'list-public-services',
    access: 'public',
    query: publicServicesQuery,
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
  { method: 'GET', path: '/api/admin/services', domain: 'referrals', op: 'list-services', access: ADMIN, query: adminServicesQuery },
  { method: 'POST', path: '/api/admin/services', domain: 'referrals', op: 'create-service', access: ADMIN, body: serviceSchema },
  { method: 'PUT', path: '/api/admin/services/{id}', domain: 'referrals', op: 'update-service', access: ADMIN, body: serviceSchema },
  // Referring a case with the person's consent: ADMIN and the appeal's executors (checked in the use-case).
  { method: 'GET', path: '/api/appeals/{id}/referral-services', domain: 'referrals', op: 'referral-services', access: STAFF, query: referralTargetsQuery },
  { method: 'GET', path: '/api/appeals/{id}/referrals', domain: 'referrals', op: 'list-referrals', access: STAFF },
  { method: 'POST', path: '/api/appeals/{id}/referrals', domain: 'referrals', op: 'create-referral', access: STAFF, body: referralSchema },
  // The partner's link: no account, the token is the key; limited per address in the use-case.
  { method: 'GET', path: '/api/referrals/{token}', domain: 'referrals', op: 'partner-view', access: 'public', throttle: { rateLimit: 10, burstLimit: 20 } },
  {
    method: 'POST',
    path: '/api/referrals/{token}',
    domain: 'referrals',
    op: 'partner-answer',
    access: 'public',
    throttle: { rateLimit: 5, burstLimit: 10 },
    body: partnerAnswerSchema,
  },
] as const satisfies readonly HttpRoute[];
