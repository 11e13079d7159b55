import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Executors to choose from: every user for ADMIN (GET /api/users), the region's users otherwise. */
export const getExecutorCandidates = ({ isAdmin, regionId }: { isAdmin: boolean; regionId: number | string }) =>
  api.get(isAdmin ? paths.api.users.list : paths.api.users.region(regionId));

export const executorCandidatesQueryOptions = (q: { isAdmin: boolean; regionId: number | string }) =>
  queryOptions({
    queryKey: ['users', 'executors', q.isAdmin ? 'all' : String(q.regionId)],
    queryFn: () => getExecutorCandidates(q),
    staleTime: 5 * 60_000,
  });

export const useExecutorCandidates = (q: { isAdmin: boolean; regionId: number | string | null | undefined }) =>
  useQuery({ ...executorCandidatesQueryOptions({ isAdmin: q.isAdmin, regionId: q.regionId ?? '' }), enabled: q.isAdmin || q.regionId != null });
