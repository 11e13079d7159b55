import type { ServiceBody } from '@dosyt/core/referral/referral.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@dosyt/core/api/contract';
import { api } from '../../../lib/api-client';

/*
 * The paths are built from the contract here rather than in config/paths.ts, which every
 * staff screen loads: these screens are lazy, and the first screens keep their weight.
 */
const KEY = ['services', 'admin'] as const;

/** GET /api/admin/services (ADMIN): every service, active or not, with the referral e-mail. */
export const getAdminServices = () => api.get(apiPath('GET /api/admin/services'));

export const adminServicesQueryOptions = () => queryOptions({ queryKey: KEY, queryFn: getAdminServices });

export const useAdminServices = () => useQuery(adminServicesQueryOptions());

/** POST /api/admin/services, or PUT /api/admin/services/{id} for an existing one; answers the saved service. */
export const saveService = ({ id, body }: { id?: string; body: ServiceBody }) =>
  id === undefined ? api.post(apiPath('POST /api/admin/services'), body) : api.put(apiPath('PUT /api/admin/services/{id}', { id }), body);

export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveService, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}
