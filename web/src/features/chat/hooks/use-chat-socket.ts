import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshAccessToken } from '../../../lib/api-client';
import { isTokenExpired, session } from '../../../lib/session';
import { chatSocketUrl } from '../api/chat-urls';
import { ChatSocket, type ChatMessageFrame, type ChatSocketState, type SocketLike } from '../lib/chat-socket';

export interface UseChatSocketOptions {
  userId: number | null;
  userName: string;
  /** A {type: 'message'} frame arrived (from anyone, the user's own other tabs included). */
  onMessage: (frame: ChatMessageFrame) => void;
  /** A colleague of the region came online or went offline. */
  onPresence?: (userId: number, isOnline: boolean) => void;
  /** The socket opened; after a drop `reconnected` is true and what was missed should be reloaded. */
  onOpen?: (info: { reconnected: boolean }) => void;
  onClose?: () => void;
}

/** The access token for the next attempt, refreshed when it has expired; null when the session is over. */
async function socketUrl(): Promise<string | null> {
  let token = session.getToken();
  if (!token) return null;
  if (isTokenExpired(token)) token = await refreshAccessToken();
  return token ? chatSocketUrl(token) : null;
}

/** The chat socket for the signed-in user, alive while the chat screen is mounted. */
export function useChatSocket({ userId, userName, onMessage, onPresence, onOpen, onClose }: UseChatSocketOptions) {
  const [state, setState] = useState<ChatSocketState>('connecting');
  const socketRef = useRef<ChatSocket | null>(null);
  // Latest callbacks without reconnecting when they change.
  const handlers = useRef({ onMessage, onPresence, onOpen, onClose, userName });
  handlers.current = { onMessage, onPresence, onOpen, onClose, userName };

  useEffect(() => {
    if (userId === null) return;
    const socket = new ChatSocket({
      url: socketUrl,
      createSocket: (url) => new WebSocket(url) as SocketLike,
      greeting: () => ({ type: 'register', userId, userName: handlers.current.userName }),
      onFrame: (frame) => {
        if (frame.type === 'message') handlers.current.onMessage(frame);
        else if (frame.type === 'presence') handlers.current.onPresence?.(frame.userId, frame.isOnline);
        else if (frame.type === 'error') console.warn('Chat server refused a frame:', frame.message);
      },
      onOpen: (info) => handlers.current.onOpen?.(info),
      onClose: () => handlers.current.onClose?.(),
      onStateChange: setState,
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socket.stop();
      socketRef.current = null;
    };
  }, [userId]);

  /** Tells the others after a message was stored: {type: 'broadcast', text, toUserId}. */
  const broadcast = useCallback((text: string, toUserId: number | null) => socketRef.current?.send({ type: 'broadcast', text, toUserId }) ?? false, []);

  return { state, broadcast };
}
