import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** PUT /api/communities/regions/{regionId} (ADMIN): answers the updated list. */
export const setRegionActive = ({ regionId, activeStatus }: { regionId: number; activeStatus: boolean }) =>
  api.put(paths.api.communities.setRegionActive(regionId), { activeStatus });

export function useSetRegionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRegionActive,
    onSuccess: (regions) => {
      queryClient.setQueryData(['regions', 'all'], regions);
      // The public form's region list changes with it.
      void queryClient.invalidateQueries({ queryKey: ['regions', 'active'] });
    },
  });
}
