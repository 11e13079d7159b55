import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** An open appeal the risk screening rated high. */
export interface HighRiskAppeal {
  id: number;
  createdAt: string;
  region_id: number | null;
  assistans_type: string;
  noExecutor: boolean;
  deadlineAt: number;
  prosessing_time: number;
}

/** GET /api/appeals/high-risk (ADMIN): nearest deadline first. Shared by the list section and the top bar. */
export const useHighRiskAppeals = (enabled = true) =>
  useQuery({ queryKey: ['appeals', 'high-risk'], queryFn: () => api.get<HighRiskAppeal[]>(paths.api.appeals.highRisk), refetchInterval: 60_000, enabled });
