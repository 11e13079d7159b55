import { formatFollowUpCode } from '@dosyt/core/follow-up/follow-up-code';
import { ValidationError } from '@dosyt/core/errors';
import { answer, httpHandler, intParam, requireCaller, type ErrorBody } from '../lib/http-handler';
import { FollowUpLimitedError } from './rate-limit';
import { publicAppealView } from './appeal-views';
import { createCheckedAppeal, honeypotFilled, ignoreBot, withIdempotencyKey, type CreateAppealResult } from './create-appeal';
import { getAppeal, getAppealReport, getAppealTimeline } from './get-appeal';
import { isAdmin } from '../lib/caller';
import { etagOf, withRequiredVersion } from '../lib/etag';
import { APPEALS_MAX_PAGE, latestAppeals, listAppeals } from './list-appeals';
import { searchAppeals } from './search-appeals';
import { updateCheckedAppeal } from './update-appeal';
import { recordedRead, recordRead, recordReads } from './read-audit';
import { isWholePhoneQuery } from '@dosyt/core/appeal/search.rules';
import { revealPhone } from './get-appeal';
import { lookUpFollowUp, mayReply, postPersonMessage, postStaffReply } from './follow-up';
import { anonymiseOnRequest } from './anonymise';
import { appealsRoutes } from '@dosyt/core/api/appeals';
import { withSiteUrl } from '../lib/site-url';

/** A /status limit answers how long to wait: the Retry-After header and `retryAfterSeconds` beside the message. */
async function limitedFollowUp<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof FollowUpLimitedError)) throw error;
    const body: ErrorBody & { retryAfterSeconds: number } = { statusCode: 429, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    return answer<ErrorBody>({ statusCode: 429, body, headers: { 'Retry-After': String(error.retryAfterSeconds) } });
  }
}

/**
 * A new appeal's answer. A retry of a stored submission answers 200 with the same appeal; a new one 201.
 * Only staff see the stored appeal (number; the duplicate link ADMIN only); the public its own receipt.
 * The follow-up code comes with the first answer only (staff too: the call-centre worker reads it to the caller).
 * A USER's submission says nothing of the phone's other appeals either: whether it asked before is for ADMIN eyes.
 */
function appealAnswer(result: CreateAppealResult) {
  const view = !result.staff
    ? publicAppealView(result.appeal)
    : isAdmin(result.staff)
      ? result.appeal
      : { ...result.appeal, isDuplicate: false, duplicateOf: null };
  const body = result.followUpCode ? { ...view, followUpCode: formatFollowUpCode(result.followUpCode) } : view;
  return answer({ statusCode: result.outcome === 'replayed' ? 200 : 201, body });
}

export const handler = withSiteUrl(
  httpHandler('appeals', appealsRoutes, {
    'create-appeal': {
      prepare: (body, request) => withIdempotencyKey(body, request.headers['idempotency-key']),
      refused: async (error, body) => {
        if (honeypotFilled(body)) return appealAnswer(await ignoreBot(body, Date.now()));
        throw error;
      },
      run: async (request) => appealAnswer(await createCheckedAppeal(request.input, { caller: request.caller, sourceIp: request.sourceIp })),
    },

    'list-appeals': async (request) => {
      const caller = requireCaller(request);
      const page = intParam(request.params.page, 'page');
      const { region_id: given, filterDuplicates: duplicates, list: listQuery } = request.query;
      // Admins see every region unless they pick one; anyone else only their own.
      const regionId = given ?? (isAdmin(caller) ? undefined : (caller.regionId ?? -1));
      if (!listQuery) return listAppeals({ page, regionId, duplicates, now: Date.now() });
      if (page > APPEALS_MAX_PAGE) throw new ValidationError('Некоректний параметр: page');
      const found = await searchAppeals({ ...listQuery, page, regionId, duplicates, now: Date.now() });
      // Found by the whole number: the page tells that this phone asked for help, a read of each appeal on it.
      if (isWholePhoneQuery(listQuery.q))
        await recordReads(
          caller,
          found.rows.map((r) => r.id),
          'search',
        );
      return found;
    },

    'latest-appeals': async (request) => latestAppeals(request.query),

    'get-report': async (request) => recordedRead(requireCaller(request), intParam(request.params.id), 'print', getAppealReport),
    'get-timeline': async (request) => {
      const caller = requireCaller(request);
      const id = intParam(request.params.id);
      const steps = await getAppealTimeline(caller, id);
      // The messages with the person stand there with their text: a read.
      if (steps.some((s) => s.action === 'person-message' || s.action === 'staff-message')) await recordRead(caller, id, 'messages');
      return steps;
    },
    'reveal-phone': async (request) => recordedRead(requireCaller(request), intParam(request.params.id), 'reveal', revealPhone),
    'get-appeal': async (request) => {
      const appeal = await recordedRead(requireCaller(request), intParam(request.params.id), 'view', getAppeal);
      return answer({ body: appeal, headers: { ETag: etagOf(appeal.version) } });
    },
    'update-appeal': {
      // If-Match names the version the admin loaded; without it (or one in the body) the save is refused (428).
      prepare: (body, request) => withRequiredVersion(body, request.headers['if-match']),
      run: async (request) => {
        const caller = requireCaller(request);
        const id = intParam(request.params.id);
        const appeal = await updateCheckedAppeal(caller, id, request.input);
        // The answer is the whole appeal, whether or not anything changed: a read like GET's.
        await recordRead(caller, id, 'edit');
        return answer({ body: appeal, headers: { ETag: etagOf(appeal.version) } });
      },
    },

    'follow-up-lookup': async (request) => limitedFollowUp(() => lookUpFollowUp(request.input, request.sourceIp)),
    'follow-up-message': async (request) =>
      limitedFollowUp(async () => answer({ statusCode: 201, body: { ok: true as const, ...(await postPersonMessage(request.input, request.sourceIp)) } })),
    'follow-up-reply': {
      before: async (request) => mayReply(requireCaller(request), intParam(request.params.id)),
      run: async (request) => answer({ statusCode: 201, body: await postStaffReply(requireCaller(request), intParam(request.params.id), request.input) }),
    },
    'anonymise-appeal': async (request) => anonymiseOnRequest(requireCaller(request), intParam(request.params.id), request.input),
  }),
);
