import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Staff security an admin sets (GET for every signed-in person, PUT for admins: /api/settings/security). */
export interface SecuritySettings {
  /** Minutes without activity in the admin area before the session ends, 5 to 120. */
  idleMinutes: number;
  twoFactorForEveryone: boolean;
  updatedAt?: string;
}

export const IDLE_MINUTES_RANGE = { min: 5, max: 120, default: 15 } as const;

const key = ['settings', 'security'] as const;

export const securitySettingsQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: () => api.get<SecuritySettings>(paths.api.settings.security), staleTime: 5 * 60_000 });

export const useSecuritySettings = () => useQuery(securitySettingsQueryOptions());

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SecuritySettings, 'updatedAt'>) => api.put<SecuritySettings>(paths.api.settings.security, body),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
