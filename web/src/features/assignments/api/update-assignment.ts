import type { AssignmentPatchBody } from '@dosyt/core/appeal/appeal.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { AssignmentRecord } from '../types';
import { assignmentQueryKey } from './get-assignment';

/** What the server answers: the record again, or only its ids when the caller may no longer open it (after a redirect). */
export type AssignmentPatchAnswer = AssignmentRecord | Pick<AssignmentRecord, 'id' | 'appealId' | 'userId' | 'appealStatusId' | 'version' | 'editable'>;

export const isFullRecord = (answer: AssignmentPatchAnswer): answer is AssignmentRecord => 'appeal' in answer && answer.appeal != null;

/** PATCH /api/appeal-history/{id} {userId, appealStatusId, comment, version}. */
export const updateAssignment = ({ id, body }: { id: number | string; body: AssignmentPatchBody }) => api.patch(paths.api.appealHistory.item(id), body);

export function useUpdateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssignment,
    onSuccess: (answer, { id }) => {
      // The record itself is not fetched again: after a redirect the caller may not read it any more.
      if (isFullRecord(answer)) queryClient.setQueryData(assignmentQueryKey(id), answer);
      void queryClient.invalidateQueries({ queryKey: ['assignments', 'user'] });
      void queryClient.invalidateQueries({ queryKey: ['appeals'] });
      void queryClient.invalidateQueries({ queryKey: ['appeal-history'] });
    },
  });
}
