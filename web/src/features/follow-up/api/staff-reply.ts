import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/appeals/{id}/follow-up-messages (ADMIN or the appeal's executor): a short answer the person reads on /status. */
export const postStaffReply = ({ appealId, text }: { appealId: number; text: string }) => api.post(paths.api.appeals.followUpReply(appealId), { text });

export const useStaffReply = () => useMutation({ mutationFn: postStaffReply });
