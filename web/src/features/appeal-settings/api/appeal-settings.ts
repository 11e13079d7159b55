import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { AppealSettings } from '@dosyt/core/api/reference-answers';

export type { AppealSettings } from '@dosyt/core/api/reference-answers';

export type AppealSettingsInput = Omit<AppealSettings, 'updatedAt'>;

export const getAppealSettings = () => api.get(paths.api.settings.appeals);

export const appealSettingsQueryOptions = () => queryOptions({ queryKey: ['settings', 'appeals'], queryFn: getAppealSettings });

export const useAppealSettings = () => useQuery(appealSettingsQueryOptions());

export const updateAppealSettings = (body: AppealSettingsInput) => api.put(paths.api.settings.appeals, body);

export function useUpdateAppealSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppealSettings,
    onSuccess: (saved) => queryClient.setQueryData(['settings', 'appeals'], saved),
  });
}

/** How many finished appeals a shorter retention period would anonymise at the job's next run (ADMIN). */
export const getRetentionPreview = (retentionMonths: number) => api.get(paths.api.settings.retentionPreview(retentionMonths));
