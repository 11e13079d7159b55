import { referralsRoutes } from '@dosyt/core/api/referrals';
import { partnerAnswerSchema, referralSchema, serviceSchema } from '@dosyt/core/referral/referral.schema';
import { answer, httpHandler, intParam, parse, requireCaller, withBody } from '../lib/http-handler';
import { withSiteUrl } from '../lib/site-url';
import { appealPlace, answerReferral, createReferral, listReferrals, openReferral } from './referrals';
import { createService, listPublicServices, listServices, referralTargetsFor, updateService } from './services';

/**
 * Referral pathways (issue 36): the directory of services (public list, ADMIN's
 * management), referrals of an appeal (ADMIN and the appeal's executors, checked in
 * the use-cases) and the partner's link (public: the token is the key, limited per address).
 */
export const handler = withSiteUrl(
  httpHandler('referrals', referralsRoutes, {
    'list-public-services': async (request) => listPublicServices(request.query),
    'list-services': async (request) => listServices(request.query),
    'create-service': withBody(serviceSchema, async (input) => answer({ statusCode: 201, body: await createService(input) })),
    'update-service': withBody(serviceSchema, async (input, request) => updateService(String(request.params.id), input)),
    'referral-services': async (request) => referralTargetsFor(await appealPlace(requireCaller(request), intParam(request.params.id)), request.query.kind),
    'list-referrals': async (request) => listReferrals(requireCaller(request), intParam(request.params.id)),
    // Who may refer is checked before what they sent: a stranger learns nothing from a validation message.
    'create-referral': async (request) => {
      const caller = requireCaller(request);
      const appealId = intParam(request.params.id);
      await appealPlace(caller, appealId);
      const input = parse(referralSchema, request.body ?? {});
      return answer({ statusCode: 201, body: await createReferral(caller, appealId, input) });
    },
    'partner-view': async (request) => openReferral(String(request.params.token), request.sourceIp),
    'partner-answer': async (request) => {
      const input = parse(partnerAnswerSchema, request.body ?? {});
      return answerReferral(String(request.params.token), request.sourceIp, input);
    },
  }),
);
