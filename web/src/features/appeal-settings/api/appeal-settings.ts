import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** The appeal rules an admin sets (GET/PUT /api/settings/appeals). */
export interface AppealSettings {
  serviceLevelHours: number;
  urgentWindowHours: number;
  highRiskServiceLevelHours: number;
  duplicateWindowDays: number;
  formLimitPerHour: number;
  formLimitPerDay: number;
  /** Months a finished appeal's personal data are kept, then anonymised. */
  retentionMonths: number;
  /** Months a read-audit record is kept. */
  readAuditMonths: number;
  updatedAt?: string;
}

export type AppealSettingsInput = Omit<AppealSettings, 'updatedAt'>;

export const getAppealSettings = () => api.get<AppealSettings>(paths.api.settings.appeals);

export const appealSettingsQueryOptions = () => queryOptions({ queryKey: ['settings', 'appeals'], queryFn: getAppealSettings });

export const useAppealSettings = () => useQuery(appealSettingsQueryOptions());

export const updateAppealSettings = (body: AppealSettingsInput) => api.put<AppealSettings>(paths.api.settings.appeals, body);

export function useUpdateAppealSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppealSettings,
    onSuccess: (saved) => queryClient.setQueryData(['settings', 'appeals'], saved),
  });
}
