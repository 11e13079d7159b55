import { ValidationError } from '@dosyt/core/errors';
import { answer, httpHandler, intParam, requireCaller } from '../lib/http-handler';
import { publicAppealView } from './appeal-views';
import { createAppeal } from './create-appeal';
import { getAppeal, getAppealReport, getAppealTimeline, isAdmin } from './get-appeal';
import { APPEALS_MAX_PAGE, dateParam, latestAppeals, listAppeals } from './list-appeals';
import { appealListParams } from './list-params';
import { searchAppeals } from './search-appeals';
import { updateAppeal } from './update-appeal';
import { appealsRoutes } from '@dosyt/infra/route-table/appeals';
import { withSiteUrl } from '../lib/site-url';

const truthy = (v: string | undefined): boolean => v === 'true' || v === '1';

export const handler = withSiteUrl(httpHandler('appeals', appealsRoutes, {
  'create-appeal': async (request) => {
    const result = await createAppeal(request.body, {
      caller: request.caller,
      sourceIp: request.sourceIp,
      idempotencyKey: request.headers['idempotency-key'],
    });
    // A retry of a stored submission answers 200 with the same appeal; a new one 201.
    // Only staff see the stored appeal (number, duplicate link); the public its own receipt.
    const body = result.staff ? result.appeal : publicAppealView(result.appeal);
    return answer({ statusCode: result.outcome === 'replayed' ? 200 : 201, body });
  },

  'list-appeals': async (request) => {
    const caller = requireCaller(request);
    const page = intParam(request.params.page, 'page');
    const given = request.query.region_id;
    // Admins see every region unless they pick one; anyone else only their own.
    const regionId = given ? intParam(given, 'region_id') : isAdmin(caller) ? undefined : (caller.regionId ?? -1);
    const duplicates = truthy(request.query.filterDuplicates);
    const listQuery = appealListParams(request.query);
    if (!listQuery) return listAppeals({ page, regionId, duplicates, now: Date.now() });
    if (page > APPEALS_MAX_PAGE) throw new ValidationError('Некоректний параметр: page');
    return searchAppeals({ ...listQuery, page, regionId, duplicates, now: Date.now() });
  },

  'latest-appeals': async (request) =>
    latestAppeals({
      startDate: dateParam(request.query.startDate, 'startDate'),
      endDate: dateParam(request.query.endDate, 'endDate', true),
    }),

  'get-report': async (request) => getAppealReport(requireCaller(request), intParam(request.params.id)),
  'get-timeline': async (request) => getAppealTimeline(requireCaller(request), intParam(request.params.id)),
  'get-appeal': async (request) => getAppeal(requireCaller(request), intParam(request.params.id)),
  'update-appeal': async (request) => updateAppeal(requireCaller(request), intParam(request.params.id), request.body),
}));
