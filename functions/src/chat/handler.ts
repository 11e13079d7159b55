import { answer, httpHandler, requireCaller } from '../lib/http-handler';
import { dispatch } from '../lib/dispatch';
import { callerRegion } from './access';
import { chatStats, listMessages, sendMessage } from './messages';
import { socketHandler, type SocketEvent } from './socket-routes';
import { chatRoutes } from '@dosyt/core/api/chat';

/**
 * The chat Lambda: the chat HTTP routes and the WebSocket API, one function. (The
 * sockets of ended sessions are closed by the jobs function: chat/session-ends.ts.)
 */
export const httpRoutesHandler = httpHandler('chat', chatRoutes, {
  'list-messages': async (request) => listMessages(requireCaller(request), request.params),
  'chat-stats': async (request) => chatStats(requireCaller(request), request.params.id),
  'send-message': {
    // A caller without a region has no chat: refused before what was sent is looked at.
    before: async (request) => callerRegion(requireCaller(request)),
    run: async (request) => answer({ statusCode: 201, body: await sendMessage(requireCaller(request), request.input) }),
  },
});

export const handler = dispatch({
  http: httpRoutesHandler,
  socket: (event: SocketEvent) => socketHandler(event),
});
