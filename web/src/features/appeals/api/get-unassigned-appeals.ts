import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** An open appeal with a requested type no executor carries ('Без виконавця'). */
export interface UnassignedAppeal {
  id: number;
  createdAt: string;
  region_id: number | null;
  unassigned_types: string;
  deadlineAt: number;
  prosessing_time: number;
}

/** GET /api/appeals/unassigned (ADMIN): oldest first. */
export const useUnassignedAppeals = () =>
  useQuery({ queryKey: ['appeals', 'unassigned'], queryFn: () => api.get<UnassignedAppeal[]>(paths.api.appeals.unassigned), refetchInterval: 60_000 });
