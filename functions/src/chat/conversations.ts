import { ValidationError } from '@dosyt/core/errors';
import { regionRoomId } from '@dosyt/core/chat/chat.schema';

/**
 * Conversation keys and the {roomId} path segment of
 * POST /api/chats/{userId}/{roomId}:
 *   'region-<regionId>'  the caller's region room ({userId} is the caller's own id and is not used);
 *   'direct'             the direct conversation between the caller and {userId}.
 */
export const DIRECT_ROOM = 'direct';

export const roomConversation = (regionId: number): string => `region#${regionId}`;

export function directConversation(a: number, b: number): string {
  return `direct#${Math.min(a, b)}#${Math.max(a, b)}`;
}

export type RoomParam = { kind: 'region'; regionId: number } | { kind: 'direct' };

export function parseRoomParam(roomId: string | undefined): RoomParam {
  if (roomId === DIRECT_ROOM) return { kind: 'direct' };
  const m = /^region-(\d{1,6})$/.exec(roomId ?? '');
  if (!m) throw new ValidationError('Некоректна кімната чату');
  return { kind: 'region', regionId: Number(m[1]) };
}

export { regionRoomId };
