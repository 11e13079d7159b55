/** What the chat routes answer. */

export interface ChatMessage {
  id: string;
  text: string;
  senderId: number;
  senderName: string;
  createdAt: string;
  roomId?: string;
  toUserId?: number | null;
}

/** GET /api/chats/count/date/{id}: per user, how many messages and when the last one was. */
export interface ChatStat {
  userId: number;
  count: number;
  lastTimeDate: string | null;
}
