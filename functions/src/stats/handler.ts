import { dispatch } from '../lib/dispatch';
import { httpHandler, intParam, requireCaller, type HttpRequest } from '../lib/http-handler';
import { applyStream } from './apply-stream';
import { appealsByDay, assignmentsByDay } from './calendar';
import {
  assistanceTotal,
  communityTotal,
  getCommunity,
  monthTotal,
  regionAverage,
  regionCommunityIds,
  regionTotal,
  regionTotalsByStatus,
  totalsByStatus,
  totalsPerRegion,
  userTotals,
} from './dashboards';
import { expiredAppeals, expiredAssignments, highRiskAppeals, unassignedAppeals, urgentAppeals, urgentAssignments } from './notifications';
import { linkPaged } from './link-paged';
import { countryReferralFigures, regionReferralFigures } from './referral-figures';
import { isAdmin } from '../lib/caller';
import { parsePeriod, periodBetween } from './periods';
import { assertOwnRegion, assertOwnUser, regionScope } from './scope';
import { defaultStatsDb } from './stats-db';
import { statsRoutes } from '@dosyt/core/api/stats';
import { withSiteUrl } from '../lib/site-url';

/**
 * The stats domain: dashboard, top-bar, calendar and notification calls over HTTP,
 * all answered from the aggregates, and the stream consumer that maintains them.
 */

const period = (request: HttpRequest<unknown, { startDate: number; endDate: number }>) => periodBetween(request.query.startDate, request.query.endDate);

/** Path ids of users, regions and assistance types are positive integers; a USER may only ask about themselves. */
function ownUserId(request: HttpRequest): number {
  const userId = intParam(request.params.userId, 'userId');
  assertOwnUser(requireCaller(request), userId);
  return userId;
}

function ownRegionId(request: HttpRequest): number {
  const regionId = intParam(request.params.regionId, 'regionId');
  assertOwnRegion(requireCaller(request), regionId);
  return regionId;
}

const httpRoutes = httpHandler('stats', statsRoutes, {
  // The country's figures are for ADMIN; USER and OBSERVER get their own region's.
  'totals-by-status': async (request) => {
    const regionId = regionScope(requireCaller(request), undefined);
    return regionId === undefined ? totalsByStatus(defaultStatsDb()) : regionTotalsByStatus(defaultStatsDb(), regionId);
  },
  'totals-per-region-status': async (request) => totalsPerRegion(defaultStatsDb(), regionScope(requireCaller(request), undefined)),
  'user-totals': async (request) => userTotals(defaultStatsDb(), ownUserId(request)),
  'month-total': async (request) => {
    const regionId = regionScope(requireCaller(request), request.query.region_id);
    return monthTotal(defaultStatsDb(), period(request), regionId);
  },
  'region-average': async (request) => regionAverage(defaultStatsDb(), period(request), ownRegionId(request)),
  'assistance-total': async (request) => {
    const assistanceId = intParam(request.params.assistanceId, 'assistanceId');
    const regionId = regionScope(requireCaller(request), request.query.region_id);
    return assistanceTotal(defaultStatsDb(), period(request), assistanceId, regionId);
  },
  'region-total': async (request) => regionTotal(defaultStatsDb(), period(request), ownRegionId(request)),
  'community-total': async (request) => {
    const db = defaultStatsDb();
    const range = period(request);
    const community = await getCommunity(db, request.params.communityId ?? '');
    assertOwnRegion(requireCaller(request), community.regionId);
    return communityTotal(db, range, community);
  },
  'region-community-ids': async (request) => regionCommunityIds(defaultStatsDb(), period(request), ownRegionId(request)),
  // ADMIN: the country, or any region unmasked; USER and OBSERVER: their region, a community's 1 to 4 masked here.
  'referral-figures': async (request) => {
    const caller = requireCaller(request);
    const regionId = regionScope(caller, request.query.region_id);
    const range = period(request);
    return regionId === undefined
      ? countryReferralFigures(defaultStatsDb(), range)
      : regionReferralFigures(defaultStatsDb(), range, regionId, !isAdmin(caller));
  },
  // An admin sees the country's days; an OBSERVER their own region's, like every other figure.
  'calendar-all': async (request) =>
    appealsByDay(defaultStatsDb(), parsePeriod(request.params.startDate, request.params.endDate), regionScope(requireCaller(request), undefined)),
  'calendar-user': async (request) => {
    const userId = ownUserId(request);
    return assignmentsByDay(defaultStatsDb(), parsePeriod(request.params.startDate, request.params.endDate), userId);
  },
  // Each notification list answers its page's rows and names the next page in a Link header (link-paged.ts).
  'urgent-appeals': async (request) => linkPaged(request, (page) => urgentAppeals(defaultStatsDb(), page)),
  'expired-appeals': async (request) => linkPaged(request, (page) => expiredAppeals(defaultStatsDb(), page)),
  'unassigned-appeals': async (request) => linkPaged(request, (page) => unassignedAppeals(defaultStatsDb(), page)),
  'high-risk-appeals': async (request) => linkPaged(request, (page) => highRiskAppeals(defaultStatsDb(), page)),
  // The list's keys come from the path's user (the caller themselves, for a USER), never from the cursor.
  'urgent-assignments': async (request) => {
    const userId = ownUserId(request);
    return linkPaged(request, (page) => urgentAssignments(defaultStatsDb(), userId, page));
  },
  'expired-assignments': async (request) => {
    const userId = ownUserId(request);
    return linkPaged(request, (page) => expiredAssignments(defaultStatsDb(), userId, page));
  },
});

export const handler = withSiteUrl(dispatch({ http: httpRoutes, stream: applyStream }));
