import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecuritySettings } from '@dosyt/core/api/security-answers';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

const key = ['settings', 'security'] as const;

export const securitySettingsQueryOptions = () => queryOptions({ queryKey: key, queryFn: () => api.get(paths.api.settings.security), staleTime: 5 * 60_000 });

export const useSecuritySettings = () => useQuery(securitySettingsQueryOptions());

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SecuritySettings, 'updatedAt'>) => api.put(paths.api.settings.security, body),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
