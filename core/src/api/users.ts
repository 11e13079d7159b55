import { ADMIN, STAFF, type HttpRoute } from './types';

export const usersRoutes = [
  // Users
  { method: 'GET', path: '/api/users/profile/{userId}', domain: 'users', op: 'get-profile', access: 'signed-in' },
  { method: 'PUT', path: '/api/users/profile/{userId}', domain: 'users', op: 'update-profile', access: 'signed-in' },
  { method: 'GET', path: '/api/users/all', domain: 'users', op: 'list-users', access: ADMIN },
  { method: 'GET', path: '/api/users', domain: 'users', op: 'list-users', access: ADMIN },
  { method: 'GET', path: '/api/users/region/{regionId}', domain: 'users', op: 'list-region-users', access: STAFF },
  { method: 'PUT', path: '/api/users/{id}', domain: 'users', op: 'set-user-active', access: ADMIN },
  { method: 'PUT', path: '/api/users/{id}/roles', domain: 'users', op: 'set-user-roles', access: ADMIN },
  { method: 'PUT', path: '/api/users/{userId}/work-status', domain: 'users', op: 'set-work-status', access: 'signed-in' },
  { method: 'POST', path: '/api/users/online/{userId}', domain: 'users', op: 'mark-online', access: 'signed-in' },
  { method: 'POST', path: '/api/users/offline/{userId}', domain: 'users', op: 'mark-offline', access: 'signed-in' },
  { method: 'POST', path: '/api/email/registration', domain: 'users', op: 'resend-verification', access: ADMIN },
  { method: 'POST', path: '/api/email/change-access', domain: 'users', op: 'mail-access-change', access: ADMIN },
] as const satisfies readonly HttpRoute[];
