import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatUrls } from './chat-urls';

/** Body of POST /api/chats as the clients send it; the server takes the sender from the token anyway. */
export interface SendMessageBody {
  text: string;
  senderId: number;
  senderName: string;
  toUserId: number | null;
  roomId: string;
}

export const sendMessage = (body: SendMessageBody) => api.post(chatUrls.send, body);

export const useSendMessage = () => useMutation({ mutationFn: sendMessage });
