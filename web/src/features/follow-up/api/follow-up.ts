import type { FollowUpAnswer } from '@dosyt/core/follow-up/follow-up-code';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/follow-up (public, no token): the state and messages a code leads to. */
export const lookUpFollowUp = (code: string) => api.post<FollowUpAnswer>(paths.api.followUp.lookUp, { code }, { auth: false });

/** POST /api/follow-up/messages (public): the person adds a message to their appeal. */
export const postFollowUpMessage = (input: { code: string; text: string }) =>
  api.post<{ ok: true }>(paths.api.followUp.messages, input, { auth: false });

export const useLookUpFollowUp = () => useMutation({ mutationFn: lookUpFollowUp });
export const usePostFollowUpMessage = () => useMutation({ mutationFn: postFollowUpMessage });
