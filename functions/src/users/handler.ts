import { httpHandler, intParam, parse, requireCaller, withBody } from '../lib/http-handler';
import { mailAccessChange, mailRequestSchema, resendVerification } from './access-mail';
import { listRegionUsers, listUsers } from './list-users';
import { rolesSchema, setUserRoles, setWorkStatus } from './admin-edit';
import { setPresence } from './presence';
import { getProfile, updateProfile } from './profile';
import { assertTogglable, setActiveSchema, setUserActive } from './set-user-active';
import { usersRoutes } from '@dosyt/core/api/users';
import { withSiteUrl } from '../lib/site-url';

export const handler = withSiteUrl(httpHandler('users', usersRoutes, {
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

  'set-user-roles': withBody(rolesSchema, async ({ roles }, request) => setUserRoles(requireCaller(request), intParam(request.params.id), roles)),

  'set-work-status': async (request) =>
    setWorkStatus(requireCaller(request), intParam(request.params.userId, 'userId'), request.body),

  'mark-online': async (request) => setPresence(requireCaller(request), intParam(request.params.userId, 'userId'), true),

  'mark-offline': async (request) => setPresence(requireCaller(request), intParam(request.params.userId, 'userId'), false),

  'resend-verification': withBody(mailRequestSchema, async ({ to }) => resendVerification(to)),

  'mail-access-change': withBody(mailRequestSchema, async ({ to }) => mailAccessChange(to)),
}));
