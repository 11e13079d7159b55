import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type { UnassignedAppeal } from '@dosyt/core/api/stats-answers';

/** GET /api/appeals/unassigned (ADMIN): oldest first. */
export const useUnassignedAppeals = (enabled = true) =>
  useQuery({ queryKey: ['appeals', 'unassigned'], queryFn: () => api.get(paths.api.appeals.unassigned), refetchInterval: 60_000, enabled });
