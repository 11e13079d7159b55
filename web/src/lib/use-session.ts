import { useSyncExternalStore } from 'react';
import { session, type SessionUser } from './session';

/** The signed-in user; re-renders when the token is refreshed or removed. */
export function useSession(): SessionUser {
  return useSyncExternalStore(session.subscribe, session.getUser, session.getUser);
}
