import type { HttpRoute } from './types';

export const authRoutes = [
  // Accounts and sign-in
  { method: 'POST', path: '/api/auth/login', domain: 'auth', op: 'login', access: 'public' },
  { method: 'POST', path: '/api/auth/refresh', domain: 'auth', op: 'refresh', access: 'public' },
  { method: 'POST', path: '/api/auth/logout', domain: 'auth', op: 'logout', access: 'public' },
  // Ends every sign-in of the caller: other devices, tokens and chat sockets (issue 16).
  { method: 'POST', path: '/api/auth/logout-everywhere', domain: 'auth', op: 'logout-everywhere', access: 'signed-in' },
  // Second factor (issue 20): the code step after the password, and the sign-in that ends
  // an enrolment during sign-in (the password step's single-use challenge, not a token).
  // The rest of the second factor lives in the users function (users.ts).
  { method: 'POST', path: '/api/auth/login/code', domain: 'auth', op: 'login-code', access: 'public' },
  { method: 'POST', path: '/api/auth/login/enrolled', domain: 'auth', op: 'login-enrolled', access: 'public' },
  { method: 'POST', path: '/api/auth/registration', domain: 'auth', op: 'register', access: 'public' },
  { method: 'POST', path: '/api/auth/reset-password-with-validation', domain: 'auth', op: 'reset-password', access: 'public' },
] as const satisfies readonly HttpRoute[];
