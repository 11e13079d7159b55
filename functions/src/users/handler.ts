import { answer, binaryAnswer, httpHandler, intParam, parse, requireCaller, withBody } from '../lib/http-handler';
import { mailAccessChange, mailRequestSchema, resendVerification } from './access-mail';
import { listRegionUsers, listUsers } from './list-users';
import { rolesSchema, setUserRoles, setWorkStatus } from './admin-edit';
import { setPresence } from './presence';
import { getProfile, updateProfile } from './profile';
import { assistanceDecisionSchema, decideAssistanceRequest } from './assistance-request';
import { assertTogglable, setActiveSchema, setUserActive } from './set-user-active';
import { challengeCodeSchema, challengeSchema, codeSchema, confirmEnrolment, enrolmentUser } from '../auth/two-factor/checks';
import { disableOwn, resetTwoFactor, startEnrolment, twoFactorStatus } from '../auth/two-factor/manage';
import { requireUser } from '../accounts/accounts';
import { forgotPasswordSchema } from '@dosyt/core/user/user.schema';
import { forgotPassword } from '../auth/forgot-password';
import { verifyEmail } from '../auth/verify-email';
import { verificationPage } from '../auth/verify-email-page';
import { usersRoutes } from '@dosyt/core/api/users';
import { withSiteUrl } from '../lib/site-url';

export const handler = withSiteUrl(
  httpHandler('users', usersRoutes, {
    'get-profile': async (request) => getProfile(requireCaller(request), intParam(request.params.userId, 'userId')),

    'update-profile': async (request) => updateProfile(requireCaller(request), intParam(request.params.userId, 'userId'), request.body),

    'list-users': async () => listUsers(),

    'list-region-users': async (request) => listRegionUsers(requireCaller(request), intParam(request.params.regionId, 'regionId')),

    'set-user-active': async (request) => {
      const caller = requireCaller(request);
      const id = intParam(request.params.id);
      // The top admin is refused before anything else is looked at.
      assertTogglable(caller, id);
      return setUserActive(caller, id, parse(setActiveSchema, request.body).isActive);
    },

    'decide-assistance-request': withBody(assistanceDecisionSchema, async ({ approve }, request) =>
      decideAssistanceRequest(requireCaller(request), intParam(request.params.id), approve),
    ),

    'set-user-roles': withBody(rolesSchema, async ({ roles }, request) => setUserRoles(requireCaller(request), intParam(request.params.id), roles)),

    'set-work-status': async (request) => setWorkStatus(requireCaller(request), intParam(request.params.userId, 'userId'), request.body),

    'mark-online': async (request) => setPresence(requireCaller(request), intParam(request.params.userId, 'userId'), true),

    'mark-offline': async (request) => setPresence(requireCaller(request), intParam(request.params.userId, 'userId'), false),

    'resend-verification': withBody(mailRequestSchema, async ({ to }) => resendVerification(to)),

    'mail-access-change': withBody(mailRequestSchema, async ({ to }) => mailAccessChange(to)),

    // The reset mail and the verification link's page sign nothing: they live
    // here, not in auth, so the auth function stays within its size target.
    'verify-email': async (request) => {
      const page = verificationPage(await verifyEmail(request.query.token));
      return binaryAnswer(
        'text/html',
        {
          statusCode: page.status,
          rawBody: page.html,
          headers: {
            'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
            'Referrer-Policy': 'no-referrer',
            'X-Content-Type-Options': 'nosniff',
            'X-Frame-Options': 'DENY',
          },
        },
        '; charset=utf-8',
      );
    },

    'forgot-password': withBody(forgotPasswordSchema, async (input) => forgotPassword(input)),

    'login-enrolment-start': withBody(challengeSchema, async ({ challenge }) => startEnrolment(await enrolmentUser(challenge))),

    'login-enrolment-confirm': withBody(challengeCodeSchema, async ({ challenge, code }, request) =>
      confirmEnrolment(await enrolmentUser(challenge), code, request.sourceIp, { challenge }),
    ),

    'two-factor-status': async (request) => twoFactorStatus(requireCaller(request).userId),

    'two-factor-setup': async (request) => startEnrolment(await requireUser(requireCaller(request).userId)),

    'two-factor-confirm': withBody(codeSchema, async ({ code }, request) =>
      confirmEnrolment(await requireUser(requireCaller(request).userId), code, request.sourceIp, { signInId: request.signInId }),
    ),

    'two-factor-disable': withBody(codeSchema, async ({ code }, request) => {
      await disableOwn(requireCaller(request).userId, code, request.sourceIp);
      return answer({ statusCode: 204 });
    }),

    'two-factor-reset': async (request) => {
      await resetTwoFactor(requireCaller(request).userId, intParam(request.params.id));
      return answer({ statusCode: 204 });
    },
  }),
);
