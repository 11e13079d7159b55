import { useEffect } from 'react';
import { markOffline } from '../api/mark-offline';
import { markOnline } from '../api/mark-online';

/** Marks the user offline while the page is hidden and online when it is visible again. */
export function useOnlinePresence(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    const report = (call: (id: number) => Promise<unknown>) => {
      call(userId).catch((error: unknown) => console.warn('Presence update failed', error));
    };
    const onVisibilityChange = () => report(document.visibilityState === 'hidden' ? markOffline : markOnline);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [userId]);
}
