import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { session } from './session';

/** The app's cache. Client errors (4xx) are answers, not glitches: they are not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !(isApiError(error) && error.statusCode < 500) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});

/*
 * Cached answers belong to one person. They are dropped when someone signs in, before
 * that person's first screen; on sign-out only the running requests stop, because
 * clearing under the still-mounted screen would make it refetch without a token.
 */
let cachedFor = session.getUser().userId;
session.subscribe(() => {
  const { userId } = session.getUser();
  if (userId === cachedFor) return;
  cachedFor = userId;
  if (userId === null) void queryClient.cancelQueries();
  else queryClient.clear();
});
