import { ADMIN, STAFF, ADMIN_OBSERVER, type HttpRoute } from './types';
import { noticePageQuery, periodQuery, regionPeriodQuery } from './stats-queries';

export const statsRoutes = [
  // Statistics, calendar, notifications (answered from aggregates)
  { method: 'POST', path: '/api/appeals/totals-by-status', domain: 'stats', op: 'totals-by-status', access: 'signed-in', body: null },
  { method: 'GET', path: '/api/appeals/totals/regions', domain: 'stats', op: 'totals-per-region-status', access: 'signed-in' },
  { method: 'POST', path: '/api/appeal-history/totals/user/{userId}', domain: 'stats', op: 'user-totals', access: 'signed-in', body: null },
  { method: 'GET', path: '/api/appeal-history/totals', domain: 'stats', op: 'month-total', access: 'signed-in', query: regionPeriodQuery },
  { method: 'GET', path: '/api/appeal-history/avg/region/{regionId}', domain: 'stats', op: 'region-average', access: ADMIN, query: periodQuery },
  {
    method: 'GET',
    path: '/api/appeal-history/totals/assistance/{assistanceId}',
    domain: 'stats',
    op: 'assistance-total',
    access: 'signed-in',
    query: regionPeriodQuery,
  },
  { method: 'GET', path: '/api/appeal-history/totals/region/{regionId}', domain: 'stats', op: 'region-total', access: 'signed-in', query: periodQuery },
  {
    method: 'GET',
    path: '/api/appeal-history/totals/community/{communityId}',
    domain: 'stats',
    op: 'community-total',
    access: 'signed-in',
    query: periodQuery,
  },
  { method: 'GET', path: '/api/appeal-history/communityIds/{regionId}', domain: 'stats', op: 'region-community-ids', access: 'signed-in', query: periodQuery },
  // Referrals by kind and outcome: ADMIN the country or a region; USER and OBSERVER their region, small community counts masked.
  { method: 'GET', path: '/api/appeal-history/referrals', domain: 'stats', op: 'referral-figures', access: 'signed-in', query: regionPeriodQuery },
  { method: 'GET', path: '/api/appeals/grouped/{startDate}/{endDate}', domain: 'stats', op: 'calendar-all', access: ADMIN_OBSERVER },
  { method: 'GET', path: '/api/appeal-history/grouped/{userId}/{startDate}/{endDate}', domain: 'stats', op: 'calendar-user', access: STAFF },
  { method: 'POST', path: '/api/appeals/urgent', domain: 'stats', op: 'urgent-appeals', access: ADMIN, body: null, query: noticePageQuery },
  { method: 'POST', path: '/api/appeals/expired', domain: 'stats', op: 'expired-appeals', access: ADMIN, body: null, query: noticePageQuery },
  { method: 'GET', path: '/api/appeals/unassigned', domain: 'stats', op: 'unassigned-appeals', access: ADMIN, query: noticePageQuery },
  { method: 'GET', path: '/api/appeals/high-risk', domain: 'stats', op: 'high-risk-appeals', access: ADMIN, query: noticePageQuery },
  { method: 'GET', path: '/api/appeal-history/urgent/{userId}', domain: 'stats', op: 'urgent-assignments', access: STAFF, query: noticePageQuery },
  { method: 'GET', path: '/api/appeal-history/expired/{userId}', domain: 'stats', op: 'expired-assignments', access: STAFF, query: noticePageQuery },
] as const satisfies readonly HttpRoute[];
