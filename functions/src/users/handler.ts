import { answer, binaryAnswer, httpHandler, intParam, requireCaller } from '../lib/http-handler';
import { mailAccessChange, resendVerification } from './access-mail';
import { listRegionUsers, listUsers } from './list-users';
import { assertWorkStatusEditor, setUserRoles, setWorkStatus } from './admin-edit';
import { setPresence } from './presence';
import { assertSelfOrAdmin, getProfile, updateProfile } from './profile';
import { decideAssistanceRequest } from './assistance-request';
import { assertTogglable, setUserActive } from './set-user-active';
import { confirmEnrolment, enrolmentUser } from '../auth/two-factor/checks';
import { disableOwn, resetTwoFactor, startEnrolment, twoFactorStatus } from '../auth/two-factor/manage';
import { requireUser } from '../accounts/accounts';
import { forgotPassword } from '../auth/forgot-password';
import { verifyEmail } from '../auth/verify-email';
import { verificationPage } from '../auth/verify-email-page';
import { usersRoutes } from '@dosyt/core/api/users';
import { withSiteUrl } from '../lib/site-url';

export const handler = withSiteUrl(
  httpHandler('users', usersRoutes, {
    'get-profile': async (request) => getProfile(requireCaller(request), intParam(request.params.userId, 'userId')),

    'update-profile': {
      // Someone else's profile is refused before what was sent is looked at.
      before: async (request) => assertSelfOrAdmin(requireCaller(request), intParam(request.params.userId, 'userId')),
      run: async (request) => updateProfile(requireCaller(request), intParam(request.params.userId, 'userId'), request.input),
    },

    'list-users': async () => listUsers(),

    'list-region-users': async (request) => listRegionUsers(requireCaller(request), intParam(request.params.regionId, 'regionId')),

    'set-user-active': {
      // The top admin is refused before anything else is looked at.
      before: async (request) => assertTogglable(requireCaller(request), intParam(request.params.id)),
      run: async (request) => setUserActive(requireCaller(request), intParam(request.params.id), request.input.isActive),
    },

    'decide-assistance-request': async (request) => decideAssistanceRequest(requireCaller(request), intParam(request.params.id), request.input.approve),

    'set-user-roles': async (request) => setUserRoles(requireCaller(request), intParam(request.params.id), request.input.roles),

    'set-work-status': {
      before: async (request) => assertWorkStatusEditor(requireCaller(request), intParam(request.params.userId, 'userId')),
      run: async (request) => setWorkStatus(requireCaller(request), intParam(request.params.userId, 'userId'), request.input.workStatus),
    },

    'mark-online': async (request) => setPresence(requireCaller(request), intParam(request.params.userId, 'userId'), true),

    'mark-offline': async (request) => setPresence(requireCaller(request), intParam(request.params.userId, 'userId'), false),

    'resend-verification': async (request) => resendVerification(request.input.to),

    'mail-access-change': async (request) => mailAccessChange(request.input.to),

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

    'forgot-password': async (request) => forgotPassword(request.input),

    'login-enrolment-start': async (request) => startEnrolment(await enrolmentUser(request.input.challenge)),

    'login-enrolment-confirm': async (request) => {
      const { challenge, code } = request.input;
      return confirmEnrolment(await enrolmentUser(challenge), code, request.sourceIp, { challenge });
    },

    'two-factor-status': async (request) => twoFactorStatus(requireCaller(request).userId),

    'two-factor-setup': async (request) => startEnrolment(await requireUser(requireCaller(request).userId)),

    'two-factor-confirm': async (request) =>
      confirmEnrolment(await requireUser(requireCaller(request).userId), request.input.code, request.sourceIp, { signInId: request.signInId }),

    'two-factor-disable': async (request) => {
      await disableOwn(requireCaller(request).userId, request.input.code, request.sourceIp);
      return answer({ statusCode: 204 });
    },

    'two-factor-reset': async (request) => {
      await resetTwoFactor(requireCaller(request).userId, intParam(request.params.id));
      return answer({ statusCode: 204 });
    },
  }),
);
