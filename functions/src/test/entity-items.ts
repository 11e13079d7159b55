// Test factories of stored items, kept out of the entity files the functions bundle.
import type { ChatMessageItem } from '../db/entities/chat-message.entity';
import { SOCKET_TTL_SECONDS, type SocketConnectionItem } from '../db/entities/socket-connection.entity';

/** A chat socket connection of the demo user in region 53. */
export function mockSocketConnection(overrides: Partial<SocketConnectionItem> = {}): SocketConnectionItem {
  return {
    connectionId: 'Abc123-connection',
    userId: 2,
    regionId: 53,
    name: 'Ірина',
    connectedAt: new Date().toISOString(),
    expiresAt: Math.floor(Date.now() / 1000) + SOCKET_TTL_SECONDS,
    ...overrides,
  };
}

/** Test factory: a room message of region 53 from the demo user. */
export function mockChatMessage(overrides: Partial<ChatMessageItem> = {}): ChatMessageItem {
  return {
    conversation: 'region#53',
    id: '01JABCDEFGHJKMNPQRSTVWXYZ0',
    createdAt: new Date().toISOString(),
    text: 'Доброго дня',
    senderId: 2,
    senderName: 'Ірина',
    regionId: 53,
    roomId: 'region-53',
    ...overrides,
  };
}
