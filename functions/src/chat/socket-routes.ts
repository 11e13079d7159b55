import { chatMessageSchema, chatSocketFrameSchema, regionRoomId, type ChatSocketFrame } from '@dosyt/core/chat/chat.schema';
import * as z from '@dosyt/core/validation/zod';
import { webSocketRoutes } from '@dosyt/core/api/sockets';
import { logger } from '../lib/logger';
import { deleteConnection, postToConnection, socketEndpoint } from '../lib/sockets';
import { accountSessionState, SESSION_ENDED_MESSAGE, sessionIsCurrent, verifySession } from '../lib/session-epoch';
import { CHAT_ROLES } from './access';
import { deliver, findConnection, forgetConnection, regionConnections, rememberConnection } from './connections';
import { closeConnection } from './session-ends';

/**
 * The WebSocket API of the route table ($connect, $disconnect, $default).
 *
 * Frames the browser sends:
 *   {type: 'register', userId, userName}      -> {type: 'registered', userId, userName} (the token's identity)
 *   {type: 'broadcast', text, toUserId?}      -> {type: 'message', senderId, senderName, text, toUserId, roomId, createdAt}
 *                                                to the whole region, or only to sender and recipient when toUserId is set
 * A frame the server cannot accept answers {type: 'error', message}.
 * The server also tells a region when one of its people comes online or goes
 * offline: {type: 'presence', userId, isOnline} (the list's online dots).
 */

export interface SocketEvent {
  requestContext: { routeKey: string; connectionId: string; domainName?: string; stage?: string };
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

export interface SocketAnswer {
  statusCode: number;
  body?: string;
}

/** Best effort: a failed announcement never refuses a connection. */
async function announcePresence(event: SocketEvent, regionId: number, userId: number, isOnline: boolean): Promise<void> {
  try {
    // The connection being opened cannot receive yet (API Gateway refuses posts during $connect).
    const targets = (await regionConnections(regionId)).filter((c) => c.connectionId !== event.requestContext.connectionId);
    await deliver(socketEndpoint(event.requestContext), targets, { type: 'presence', userId, isOnline });
  } catch (error) {
    logger.warn('presence announcement failed', { errorName: (error as Error).name });
  }
}

export async function socketConnect(event: SocketEvent): Promise<SocketAnswer> {
  const token = event.queryStringParameters?.token;
  if (!token) return { statusCode: 401, body: 'Необхідна авторизація' };
  // A token of an ended session (signed out, deactivated, password changed) opens nothing.
  const verified = await verifySession(token);
  if (!('caller' in verified)) {
    return {
      statusCode: 401,
      body: verified.error === 'expired' ? 'Термін дії сесії минув' : verified.error === 'ended' ? SESSION_ENDED_MESSAGE : 'Недійсний токен',
    };
  }
  const { caller, session } = verified;
  if (!caller.roles.some((r) => CHAT_ROLES.includes(r)) || caller.regionId === null) return { statusCode: 403, body: 'Доступ заборонено' };
  await rememberConnection({
    connectionId: event.requestContext.connectionId,
    userId: caller.userId,
    regionId: caller.regionId,
    name: caller.name,
    sessionEpoch: session.epoch,
    ...(session.sid ? { sid: session.sid } : {}),
  });
  await announcePresence(event, caller.regionId, caller.userId, true);
  return { statusCode: 200 };
}

export async function socketDisconnect(event: SocketEvent): Promise<SocketAnswer> {
  const connection = await findConnection(event.requestContext.connectionId);
  if (connection && (await forgetConnection(connection))) await announcePresence(event, connection.regionId, connection.userId, false);
  return { statusCode: 200 };
}

const broadcastInput = z.pick(chatMessageSchema, { text: true, toUserId: true });

function readFrame(event: SocketEvent): ChatSocketFrame | { error: string } {
  let raw: unknown;
  try {
    const text = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '');
    raw = JSON.parse(text);
  } catch {
    return { error: 'Некоректний формат повідомлення: очікується JSON' };
  }
  const parsed = chatSocketFrameSchema.safeParse(raw);
  return parsed.success ? parsed.data : { error: parsed.error.issues[0]?.message ?? 'Некоректне повідомлення' };
}

export async function socketMessage(event: SocketEvent): Promise<SocketAnswer> {
  const { connectionId } = event.requestContext;
  const endpoint = socketEndpoint(event.requestContext);
  const sender = await findConnection(connectionId);
  if (!sender) {
    // No record (expired or never authenticated): this connection has no identity to speak with.
    await deleteConnection(endpoint, connectionId);
    return { statusCode: 410 };
  }
  // The session behind the socket ended since it opened: the socket goes too.
  if (!sessionIsCurrent(await accountSessionState(sender.userId), { epoch: sender.sessionEpoch ?? 0, sid: sender.sid })) {
    await closeConnection(endpoint, sender);
    return { statusCode: 401 };
  }
  const reply = (frame: unknown) => postToConnection(endpoint, connectionId, frame);
  const frame = readFrame(event);
  if ('error' in frame) {
    await reply({ type: 'error', message: frame.error });
    return { statusCode: 400 };
  }
  if (frame.type === 'register') {
    // Whatever userId / userName the frame claims, the connection speaks as its token's user.
    await reply({ type: 'registered', userId: sender.userId, userName: sender.name });
    return { statusCode: 200 };
  }
  const input = broadcastInput.safeParse({ text: frame.text, toUserId: frame.toUserId });
  if (!input.success) {
    await reply({ type: 'error', message: input.error.issues[0]?.message ?? 'Некоректне повідомлення' });
    return { statusCode: 400 };
  }
  const toUserId = input.data.toUserId ?? null;
  if (toUserId === sender.userId) {
    await reply({ type: 'error', message: 'Не можна листуватися із самим собою' });
    return { statusCode: 400 };
  }
  // A direct message reaches only the two of them, and only inside the sender's region.
  const targets = await regionConnections(sender.regionId, toUserId === null ? undefined : [sender.userId, toUserId]);
  const report = await deliver(endpoint, targets, {
    type: 'message',
    senderId: sender.userId,
    senderName: sender.name,
    text: input.data.text,
    toUserId,
    roomId: regionRoomId(sender.regionId),
    createdAt: new Date().toISOString(),
  });
  logger.debug('chat broadcast', { regionId: sender.regionId, direct: toUserId !== null, ...report });
  return { statusCode: 200 };
}

const socketUseCases: Record<string, (event: SocketEvent) => Promise<SocketAnswer>> = {
  'socket-connect': socketConnect,
  'socket-disconnect': socketDisconnect,
  'socket-message': socketMessage,
};

/** Routes a WebSocket event by the route table; failures are logged without personal data and answered 500. */
export async function socketHandler(event: SocketEvent): Promise<SocketAnswer> {
  const route = webSocketRoutes.find((r) => r.routeKey === event.requestContext.routeKey) ?? webSocketRoutes.find((r) => r.routeKey === '$default');
  const useCase = route && socketUseCases[route.op];
  if (!useCase) return { statusCode: 404 };
  try {
    return await useCase(event);
  } catch (error) {
    const e = error as Error;
    logger.error('socket route failed', { routeKey: event.requestContext.routeKey, errorName: e?.name, errorMessage: e?.message });
    return { statusCode: 500 };
  }
}
