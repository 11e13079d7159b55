import { ADMIN, STAFF, type HttpRoute } from './types';
import { appealCreateSchema, appealUpdateSchema } from '../appeal/appeal.schema';
import { followUpLookupSchema, followUpMessageSchema, staffReplySchema } from '../follow-up/follow-up.schema';
import { anonymiseRequestSchema } from './appeal-bodies';
import { appealListQuery, latestAppealsQuery } from './appeal-queries';

export const appealsRoutes = [
  // Appeals
  {
    method: 'POST',
    path: '/api/appeals',
    domain: 'appeals',
    op: 'create-appeal',
    access: 'public',
    throttle: { rateLimit: 20, burstLimit: 40 },
    body: appealCreateSchema,
  },
  { method: 'GET', path: '/api/appeals/pages={page}', domain: 'appeals', op: 'list-appeals', access: ADMIN, query: appealListQuery },
  { method: 'GET', path: '/api/appeals/last', domain: 'appeals', op: 'latest-appeals', access: ADMIN, query: latestAppealsQuery },
  { method: 'GET', path: '/api/appeals/report/{id}', domain: 'appeals', op: 'get-report', access: ADMIN },
  { method: 'GET', path: '/api/appeals/timeline/{id}', domain: 'appeals', op: 'get-timeline', access: STAFF },
  { method: 'GET', path: '/api/appeals/{id}', domain: 'appeals', op: 'get-appeal', access: STAFF },
  { method: 'PUT', path: '/api/appeals/{id}', domain: 'appeals', op: 'update-appeal', access: ADMIN, body: appealUpdateSchema },
  // The whole phone behind a list's masked one; every call is a recorded read.
  { method: 'POST', path: '/api/appeals/{id}/phone', domain: 'appeals', op: 'reveal-phone', access: STAFF, body: null },
  // Follow-up without an account (/status): the code is the key; limited per address in the use-case.
  {
    method: 'POST',
    path: '/api/follow-up',
    domain: 'appeals',
    op: 'follow-up-lookup',
    access: 'public',
    throttle: { rateLimit: 10, burstLimit: 20 },
    body: followUpLookupSchema,
  },
  {
    method: 'POST',
    path: '/api/follow-up/messages',
    domain: 'appeals',
    op: 'follow-up-message',
    access: 'public',
    throttle: { rateLimit: 5, burstLimit: 10 },
    body: followUpMessageSchema,
  },
  // An ADMIN or the appeal's executor answers the person.
  { method: 'POST', path: '/api/appeals/{id}/follow-up-messages', domain: 'appeals', op: 'follow-up-reply', access: STAFF, body: staffReplySchema },
  // The person asked to be forgotten: their personal data go now, the figures stay.
  { method: 'POST', path: '/api/appeals/{id}/anonymise', domain: 'appeals', op: 'anonymise-appeal', access: ADMIN, body: anonymiseRequestSchema },
] as const satisfies readonly HttpRoute[];
