import type { ServiceBody } from '@dosyt/core/referral/referral.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

const KEY = ['services', 'admin'] as const;

/** GET /api/admin/services (ADMIN): every service, active or not, with the referral e-mail. */
export const getAdminServices = () => api.get(paths.api.services.adminList);

export const adminServicesQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: getAdminServices });

export const useAdminServices = () => useQuery(adminServicesQueryOptions());

/** POST /api/admin/services, or PUT /api/admin/services/{id} for an existing one; answers the saved service. */
export const saveService = ({ id, body }: { id?: string; body: ServiceBody }) =>
  id === undefined ? api.post(paths.api.services.create, body) : api.put(paths.api.services.update(id), body);

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveService, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}
