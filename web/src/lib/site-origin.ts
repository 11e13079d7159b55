import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * The site's origin, or null in the build-time render and while hydrating it: the
 * pre-rendered HTML is built without knowing where it will be served, so absolute
 * URLs of the site (a canonical link) appear once the app has taken over.
 */
export function useSiteOrigin(): string | null {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => null,
  );
}
