import { verifyEmailQuery } from './service-queries';
import { ADMIN, STAFF, type HttpRoute } from './types';
import { forgotPasswordSchema } from '../user/credentials.schema';
import {
  assistanceDecisionSchema,
  challengeCodeSchema,
  challengeSchema,
  codeSchema,
  mailRequestSchema,
  profileBodySchema,
  rolesSchema,
  setActiveSchema,
  workStatusSchema,
} from './user-bodies';

export const usersRoutes = [
  // Users
  { method: 'GET', path: '/api/users/profile/{userId}', domain: 'users', op: 'get-profile', access: 'signed-in' },
  { method: 'PUT', path: '/api/users/profile/{userId}', domain: 'users', op: 'update-profile', access: 'signed-in', body: profileBodySchema },
  { method: 'GET', path: '/api/users/all', domain: 'users', op: 'list-users', access: ADMIN },
  { method: 'GET', path: '/api/users', domain: 'users', op: 'list-users', access: ADMIN },
  { method: 'GET', path: '/api/users/region/{regionId}', domain: 'users', op: 'list-region-users', access: STAFF },
  { method: 'PUT', path: '/api/users/{id}', domain: 'users', op: 'set-user-active', access: ADMIN, body: setActiveSchema },
  { method: 'PUT', path: '/api/users/{id}/roles', domain: 'users', op: 'set-user-roles', access: ADMIN, body: rolesSchema },
  // A staff member's own request for new types of help: an admin approves or refuses it.
  {
    method: 'PUT',
    path: '/api/users/{id}/assistance-request',
    domain: 'users',
    op: 'decide-assistance-request',
    access: ADMIN,
    body: assistanceDecisionSchema,
  },
  { method: 'PUT', path: '/api/users/{userId}/work-status', domain: 'users', op: 'set-work-status', access: 'signed-in', body: workStatusSchema },
  { method: 'POST', path: '/api/users/online/{userId}', domain: 'users', op: 'mark-online', access: 'signed-in', body: null },
  { method: 'POST', path: '/api/users/offline/{userId}', domain: 'users', op: 'mark-offline', access: 'signed-in', body: null },
  // Second factor: the key for enrolment during sign-in (the password step's
  // challenge opens it), the person's own settings, and an admin's reset of someone else's.
  // The reset mail and the verification link's page: account steps that sign nothing,
  // kept out of the auth bundle (its 600 KB target) since the code step joined it.
  { method: 'POST', path: '/api/auth/forgot-password', domain: 'users', op: 'forgot-password', access: 'public', body: forgotPasswordSchema },
  { method: 'GET', path: '/api/auth/verify-email', domain: 'users', op: 'verify-email', access: 'public', query: verifyEmailQuery },
  { method: 'POST', path: '/api/auth/login/enrolment', domain: 'users', op: 'login-enrolment-start', access: 'public', body: challengeSchema },
  { method: 'POST', path: '/api/auth/login/enrolment/confirm', domain: 'users', op: 'login-enrolment-confirm', access: 'public', body: challengeCodeSchema },
  { method: 'GET', path: '/api/users/two-factor', domain: 'users', op: 'two-factor-status', access: 'signed-in' },
  { method: 'POST', path: '/api/users/two-factor/setup', domain: 'users', op: 'two-factor-setup', access: 'signed-in', body: null },
  { method: 'POST', path: '/api/users/two-factor/confirm', domain: 'users', op: 'two-factor-confirm', access: 'signed-in', body: codeSchema },
  { method: 'POST', path: '/api/users/two-factor/disable', domain: 'users', op: 'two-factor-disable', access: 'signed-in', body: codeSchema },
  { method: 'POST', path: '/api/users/{id}/two-factor/reset', domain: 'users', op: 'two-factor-reset', access: ADMIN, body: null },
  { method: 'POST', path: '/api/email/registration', domain: 'users', op: 'resend-verification', access: ADMIN, body: mailRequestSchema },
  { method: 'POST', path: '/api/email/change-access', domain: 'users', op: 'mail-access-change', access: ADMIN, body: mailRequestSchema },
] as const satisfies readonly HttpRoute[];
