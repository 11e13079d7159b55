import { queryOptions, useQuery } from '@tanstack/react-query';
import { regionRoomId } from '@dosyt/core/chat/chat.schema';
import { api } from '../../../lib/api-client';
import { chatUrls, DIRECT_ROOM } from './chat-urls';
import type { ChatMessage } from '@dosyt/core/api/chat-answers';

export type { ChatMessage } from '@dosyt/core/api/chat-answers';

/** What the message area shows: the region room, or the direct conversation with the chosen recipient. */
export interface ChatView {
  selfId: number;
  regionId: number;
  recipientId: number | null;
}

/** POST /api/chats/{userId}/{roomId}: the newest messages, oldest first. */
export function getMessages({ selfId, regionId, recipientId }: ChatView): Promise<ChatMessage[]> {
  return recipientId === null ? api.post(chatUrls.messages(selfId, regionRoomId(regionId))) : api.post(chatUrls.messages(recipientId, DIRECT_ROOM));
}

export const chatMessagesKey = ['chat', 'messages'] as const;

export const messagesQueryOptions = (view: ChatView) =>
  queryOptions({
    queryKey: [...chatMessagesKey, view.regionId, view.recipientId ?? 'room'],
    queryFn: () => getMessages(view),
    staleTime: 0,
    // A safety net for a frame lost on the way: the socket normally triggers the reload.
    refetchInterval: 60_000,
  });

export const useMessages = (view: ChatView | null) =>
  useQuery({ ...messagesQueryOptions(view ?? { selfId: 0, regionId: 0, recipientId: null }), enabled: view !== null });
