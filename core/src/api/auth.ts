import type { HttpRoute } from './types';
import { loginSchema, resetPasswordSchema } from '../user/credentials.schema';
import { registrationSchema } from '../user/registration.schema';
import { challengeCodeSchema, challengeSchema } from './user-bodies';

export const authRoutes = [
  // Accounts and sign-in
  { method: 'POST', path: '/api/auth/login', domain: 'auth', op: 'login', access: 'public', body: loginSchema },
  { method: 'POST', path: '/api/auth/refresh', domain: 'auth', op: 'refresh', access: 'public', body: null },
  { method: 'POST', path: '/api/auth/logout', domain: 'auth', op: 'logout', access: 'public', body: null },
  // Ends every sign-in of the caller: other devices, tokens and chat sockets.
  { method: 'POST', path: '/api/auth/logout-everywhere', domain: 'auth', op: 'logout-everywhere', access: 'signed-in', body: null },
  // Second factor: the code step after the password, and the sign-in that ends
  // an enrolment during sign-in (the password step's single-use challenge, not a token).
  // The rest of the second factor lives in the users function (users.ts).
  { method: 'POST', path: '/api/auth/login/code', domain: 'auth', op: 'login-code', access: 'public', body: challengeCodeSchema },
  { method: 'POST', path: '/api/auth/login/enrolled', domain: 'auth', op: 'login-enrolled', access: 'public', body: challengeSchema },
  { method: 'POST', path: '/api/auth/registration', domain: 'auth', op: 'register', access: 'public', body: registrationSchema },
  { method: 'POST', path: '/api/auth/reset-password-with-validation', domain: 'auth', op: 'reset-password', access: 'public', body: resetPasswordSchema },
] as const satisfies readonly HttpRoute[];
