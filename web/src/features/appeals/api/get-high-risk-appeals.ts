import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export type { HighRiskAppeal } from '@dosyt/core/api/stats-answers';

/** GET /api/appeals/high-risk (ADMIN): nearest deadline first. Shared by the list section and the top bar. */
export const useHighRiskAppeals = (enabled = true) =>
  useQuery({ queryKey: ['appeals', 'high-risk'], queryFn: () => api.get(paths.api.appeals.highRisk), refetchInterval: 60_000, enabled });
