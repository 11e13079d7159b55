import type { AppealUpdateBody } from '@dosyt/core/appeal/appeal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { storeSavedAppeal } from './get-appeal';

/** The community travels as its codifier code; a region id from a select may be a string. */
export type AppealUpdateRequest = Omit<AppealUpdateBody, 'community_id' | 'region_id'> & { community_id?: number | string; region_id?: number | string };

/** PUT /api/appeals/{id} with the version read: a stale save gets a 409. */
export const updateAppeal = ({ id, body }: { id: number | string; body: AppealUpdateRequest }) => api.put(paths.api.appeals.item(id), body);

export function useUpdateAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppeal,
    onSuccess: (appeal, { id }) => {
      storeSavedAppeal(queryClient, id, appeal);
    },
  });
}
