import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatUrls } from './chat-urls';

export type { ChatStat } from '@dosyt/core/api/chat-answers';

/** GET /api/chats/count/date/{regionId}: per user, how many messages and when the last one was. */
export const getChatStats = (regionId: number) => api.get(chatUrls.stats(regionId));

export const chatStatsKey = ['chat', 'stats'] as const;

export const chatStatsQueryOptions = (regionId: number) =>
  queryOptions({ queryKey: [...chatStatsKey, regionId], queryFn: () => getChatStats(regionId), staleTime: 0 });

export const useChatStats = (regionId: number | null) => useQuery({ ...chatStatsQueryOptions(regionId ?? 0), enabled: regionId !== null });
