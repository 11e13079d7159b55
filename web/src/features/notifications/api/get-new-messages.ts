import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeal-history/new-messages: the caller's records where the person wrote on /status, not yet opened. */
export const getNewMessageRecords = () => api.get(paths.api.appealHistory.newMessages);

export const useNewMessageRecords = (enabled: boolean) =>
  useQuery({ queryKey: ['notifications', 'new-messages'], queryFn: getNewMessageRecords, refetchInterval: 60_000, retry: false, enabled });
