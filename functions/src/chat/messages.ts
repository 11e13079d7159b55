import { monotonicFactory } from 'ulid';
import { regionRoomId, type ChatMessageInput } from '@dosyt/core/chat/chat.schema';
import { ForbiddenError } from '@dosyt/core/errors';
import { db } from '../db/service';
import type { ChatMessageItem } from '../db/entities/chat-message.entity';
import { intParam } from '../lib/validation';
import type { Caller } from '../lib/tokens';
import { callerRegion, requireOwnRegion, requireRegionPeer } from './access';
import { directConversation, parseRoomParam, roomConversation } from './conversations';

/** How many messages a conversation shows: the newest ones, in time order. */
export const MESSAGES_PAGE = 200;

/** A message as the chat client reads it. */
export interface ChatMessageView {
  id: string;
  text: string;
  senderId: number;
  senderName: string;
  createdAt: string;
  roomId: string;
  toUserId: number | null;
}

const view = (m: ChatMessageItem): ChatMessageView => ({
  id: m.id,
  text: m.text,
  senderId: m.senderId,
  senderName: m.senderName,
  createdAt: m.createdAt,
  roomId: m.roomId,
  toUserId: m.toUserId ?? null,
});

const nextUlid = monotonicFactory();

/**
 * POST /api/chats. The sender is the token's user whatever the body says; no
 * recipient means the caller's region room, a recipient must be a user of the
 * same region. The message and the per-user counters are written in one transaction.
 */
export async function sendMessage(caller: Caller, input: ChatMessageInput): Promise<ChatMessageView> {
  const regionId = callerRegion(caller);
  const roomId = regionRoomId(regionId);
  if (input.roomId && input.roomId !== roomId) throw new ForbiddenError('Доступ лише до чату свого регіону');
  const toUserId = input.toUserId ?? undefined;
  if (toUserId !== undefined) await requireRegionPeer(caller, toUserId);

  const message: ChatMessageItem = {
    conversation: toUserId === undefined ? roomConversation(regionId) : directConversation(caller.userId, toUserId),
    id: nextUlid(),
    createdAt: new Date().toISOString(),
    text: input.text,
    senderId: caller.userId,
    senderName: caller.name,
    regionId,
    roomId,
    toUserId,
  };
  const statScopes = toUserId === undefined ? [`region#${regionId}`] : [`inbox#${toUserId}`, `inbox#${caller.userId}`];

  const result = await db()
    .transaction.write(({ chatMessage, chatStat }) => [
      chatMessage.create(message).commit(),
      ...statScopes.map((scope) => chatStat.upsert({ scope, userId: caller.userId, lastTimeDate: message.createdAt }).add({ count: 1 }).commit()),
    ])
    .go();
  if (result.canceled) throw new Error(`Chat message transaction cancelled: ${result.data.map((d) => d.code).join(',')}`);
  return view(message);
}

/**
 * POST /api/chats/{userId}/{roomId}: the newest messages of the caller's region
 * room ('region-<id>') or of the direct conversation with {userId} ('direct').
 */
export async function listMessages(caller: Caller, params: Record<string, string>): Promise<ChatMessageView[]> {
  const room = parseRoomParam(params.roomId);
  let conversation: string;
  if (room.kind === 'region') {
    conversation = roomConversation(requireOwnRegion(caller, room.regionId));
  } else {
    const peer = await requireRegionPeer(caller, intParam(params.userId, 'userId'));
    conversation = directConversation(caller.userId, peer.id);
  }
  const { data } = await db().entities.chatMessage.query.byConversation({ conversation }).go({ order: 'desc', limit: MESSAGES_PAGE });
  return data.reverse().map(view);
}

export interface ChatStat {
  userId: number;
  count: number;
  lastTimeDate: string;
}

/**
 * GET /api/chats/count/date/{id}, {id} being the caller's region: per user, how
 * many of their messages the caller can see (room messages, plus direct
 * messages to the caller; for the caller, the direct messages they sent) and when the last one was.
 */
export async function chatStats(caller: Caller, regionParam: string | undefined): Promise<ChatStat[]> {
  const regionId = requireOwnRegion(caller, intParam(regionParam, 'id'));
  const [room, inbox] = await Promise.all(
    [`region#${regionId}`, `inbox#${caller.userId}`].map((scope) => db().entities.chatStat.query.byScope({ scope }).go({ pages: 'all' })),
  );
  const byUser = new Map<number, ChatStat>();
  for (const s of [...room.data, ...inbox.data]) {
    const seen = byUser.get(s.userId);
    const count = s.count ?? 0;
    if (!seen) byUser.set(s.userId, { userId: s.userId, count, lastTimeDate: s.lastTimeDate });
    else {
      seen.count += count;
      if (s.lastTimeDate > seen.lastTimeDate) seen.lastTimeDate = s.lastTimeDate;
    }
  }
  return [...byUser.values()].sort((a, b) => a.userId - b.userId);
}
