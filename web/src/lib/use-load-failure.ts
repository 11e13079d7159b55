import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { isApiError } from './api-client';

export interface LoadFailureRules {
  /** statusCode 500 goes to /admin/not-found too (the report page). */
  serverErrorToNotFound?: boolean;
  /** What any other failure does: go to /login (lists, edit loads) or only log it (history edit). Default: login. */
  otherwise?: 'login' | 'log';
}

/**
 * Screen loads: a 403 has already gone to /admin/denied and a 401 to /login (the API
 * client), a 404 goes to /admin/not-found, anything else is logged and,
 * for lists and edit loads, goes to /login.
 */
export function useLoadFailure(error: unknown, rules: LoadFailureRules = {}): void {
  const navigate = useNavigate();
  const { serverErrorToNotFound = false, otherwise = 'login' } = rules;
  useEffect(() => {
    if (!error) return;
    const status = isApiError(error) ? error.statusCode : 0;
    // 403: the API client has gone to /admin/denied; 401: it has ended the session and gone to /login.
    if (status === 403 || status === 401) return;
    console.error('Load failed', status || error);
    if (status === 404 || (serverErrorToNotFound && status === 500)) navigate(paths.admin.notFound.href(), { replace: true });
    else if (otherwise === 'login') navigate(paths.login.href());
  }, [error, navigate, serverErrorToNotFound, otherwise]);
}
