import { STAFF, type HttpRoute } from './types';

export const chatRoutes = [
  // Chat
  { method: 'POST', path: '/api/chats/{userId}/{roomId}', domain: 'chat', op: 'list-messages', access: STAFF },
  { method: 'GET', path: '/api/chats/count/date/{id}', domain: 'chat', op: 'chat-stats', access: STAFF },
  { method: 'POST', path: '/api/chats', domain: 'chat', op: 'send-message', access: STAFF },
] as const satisfies readonly HttpRoute[];
