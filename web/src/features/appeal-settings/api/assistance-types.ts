import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/assistance: the types in use (retired ones are not listed). */
export const getAssistanceTypes = () => api.get(paths.api.assistance.list, { auth: false });

export const assistanceTypesQueryOptions = () => queryOptions({ queryKey: ['assistance', 'list'], queryFn: getAssistanceTypes });

export const useAssistanceTypes = () => useQuery(assistanceTypesQueryOptions());

/** POST /api/assistance {description}. */
export const createAssistanceType = (description: string) => api.post(paths.api.assistance.list, { description });

/** PUT /api/assistance/{id} {description, retired}. */
export const updateAssistanceType = ({ id, description, retired }: { id: number; description: string; retired: boolean }) =>
  api.put(paths.api.assistance.item(id), { description, retired });

function useInvalidateTypes() {
  const queryClient = useQueryClient();
  // Every list of types (form checklists, registration) reads the new names.
  return () => queryClient.invalidateQueries({ queryKey: ['assistance'] });
}

export function useCreateAssistanceType() {
  const invalidate = useInvalidateTypes();
  return useMutation({ mutationFn: createAssistanceType, onSuccess: invalidate });
}

export function useUpdateAssistanceType() {
  const invalidate = useInvalidateTypes();
  return useMutation({ mutationFn: updateAssistanceType, onSuccess: invalidate });
}
