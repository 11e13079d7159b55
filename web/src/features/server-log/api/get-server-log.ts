import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** GET /api/files/stream (ADMIN): the newest lines of the application log as plain text. */
export const getServerLog = () => api.get<string>(paths.api.serverLog, { responseType: 'text' });

export const serverLogQueryOptions = () => queryOptions({ queryKey: ['server-log'], queryFn: getServerLog, retry: false });

export const useServerLog = () => useQuery(serverLogQueryOptions());
