import { referralsRoutes } from '@dosyt/core/api/referrals';
import { answer, httpHandler, intParam, requireCaller } from '../lib/http-handler';
import { withSiteUrl } from '../lib/site-url';
import { appealPlace, answerReferral, createReferral, listReferrals, openReferral } from './referrals';
import { createService, listPublicServices, listServices, referralTargetsFor, updateService } from './services';

/**
 * Referral pathways: the directory of services (public list, ADMIN's
 * management), referrals of an appeal (ADMIN and the appeal's executors, checked in
 * the use-cases) and the partner's link (public: the token is the key, limited per address).
 */
export const handler = withSiteUrl(
  httpHandler('referrals', referralsRoutes, {
    'list-public-services': async (request) => listPublicServices(request.query),
    'list-services': async (request) => listServices(request.query),
    'create-service': async (request) => answer({ statusCode: 201, body: await createService(request.input) }),
    'update-service': async (request) => updateService(String(request.params.id), request.input),
    'referral-services': async (request) => referralTargetsFor(await appealPlace(requireCaller(request), intParam(request.params.id)), request.query.kind),
    'list-referrals': async (request) => listReferrals(requireCaller(request), intParam(request.params.id)),
    // Who may refer is checked before what they sent: a stranger learns nothing from a validation message.
    'create-referral': {
      before: async (request) => appealPlace(requireCaller(request), intParam(request.params.id)),
      run: async (request) => answer({ statusCode: 201, body: await createReferral(requireCaller(request), intParam(request.params.id), request.input) }),
    },
    'partner-view': async (request) => openReferral(String(request.params.token), request.sourceIp),
    'partner-answer': async (request) => answerReferral(String(request.params.token), request.sourceIp, request.input),
  }),
);
