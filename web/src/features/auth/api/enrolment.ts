import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Enrolment during sign-in: the password step's challenge opens these, no token is sent. */
export const startEnrolment = (challenge: string) => api.post(paths.api.auth.loginEnrolment, { challenge }, { auth: false });

export const confirmEnrolment = (challenge: string, code: string) => api.post(paths.api.auth.loginEnrolmentConfirm, { challenge, code }, { auth: false });

/** After the recovery codes were shown: the sign-in the enrolment was part of. */
export const signInEnrolled = (challenge: string) => api.post(paths.api.auth.loginEnrolled, { challenge }, { auth: false });
