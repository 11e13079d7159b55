import { STAFF, type HttpRoute } from './types';
import { chatMessageSchema } from '../chat/chat.schema';

export const chatRoutes = [
  // Chat
  { method: 'POST', path: '/api/chats/{userId}/{roomId}', domain: 'chat', op: 'list-messages', access: STAFF, body: null },
  { method: 'GET', path: '/api/chats/count/date/{id}', domain: 'chat', op: 'chat-stats', access: STAFF },
  { method: 'POST', path: '/api/chats', domain: 'chat', op: 'send-message', access: STAFF, body: chatMessageSchema },
] as const satisfies readonly HttpRoute[];
