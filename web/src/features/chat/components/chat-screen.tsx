import { CHAT_LENGTH_MESSAGE, CHAT_MAX_LENGTH, chatMessageSchema, regionRoomId } from '@dosyt/core/chat/chat.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { chatStatsKey, useChatStats } from '../api/get-chat-stats';
import { chatMessagesKey, useMessages } from '../api/get-messages';
import { regionUsersKey, regionUsersQueryOptions, useRegionUsers } from '../api/get-region-users';
import { useSendMessage } from '../api/send-message';
import { useChatSocket } from '../hooks/use-chat-socket';
import { chatMembers } from '../lib/chat-members';
import { playChatSound } from '../lib/play-sound';
import { sendErrorText } from '../lib/send-error';
import { ChatForm } from './chat-form';
import { ChatMessages } from './chat-messages';
import { ChatUserList } from './chat-user-list';

export interface ChatScreenProps {
  /** Presence: called when the chat socket opens and when it drops. */
  onOnline?: (userId: number) => void;
  onOffline?: (userId: number) => void;
}

/** In chat a 403 is a full page load of the denied page. */
function leaveOnForbidden(error: unknown): void {
  if (isApiError(error) && error.statusCode === 403) window.location.assign(paths.admin.denied.href());
}

/** /admin/chat: the region's users on the left, the conversation on the right. */
export function ChatScreen({ onOnline, onOffline }: ChatScreenProps) {
  const { userId, userName, regionId } = useSession();
  const queryClient = useQueryClient();
  const [recipientId, setRecipientId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);

  const view = userId !== null && regionId !== null ? { selfId: userId, regionId, recipientId } : null;
  const users = useRegionUsers(regionId);
  const stats = useChatStats(regionId);
  const messages = useMessages(view);
  const send = useSendMessage();

  const reload = (what: { users?: boolean } = {}) => {
    void queryClient.invalidateQueries({ queryKey: chatMessagesKey });
    void queryClient.invalidateQueries({ queryKey: chatStatsKey });
    if (what.users) void queryClient.invalidateQueries({ queryKey: regionUsersKey });
  };

  const socket = useChatSocket({
    userId,
    userName,
    onMessage: (frame) => {
      reload();
      if (frame.senderId !== userId) void playChatSound();
    },
    onPresence: (id, isOnline) => {
      if (regionId === null) return;
      queryClient.setQueryData(regionUsersQueryOptions(regionId).queryKey, (list) => list?.map((u) => (u.id === id ? { ...u, isOnline } : u)));
    },
    onOpen: ({ reconnected }) => {
      if (userId !== null) onOnline?.(userId);
      // Whatever was said while the connection was down.
      if (reconnected) reload({ users: true });
    },
    onClose: () => {
      if (userId !== null) onOffline?.(userId);
    },
  });

  if (userId === null || regionId === null) {
    return <p className="p-6 text-sm text-slate-600">Чат доступний лише користувачам, прив’язаним до регіону.</p>;
  }

  const recipient = users.data?.find((u) => u.id === recipientId) ?? null;
  const toggleRecipient = (id: number) => {
    if (id === userId) return;
    setRecipientId((current) => (current === id ? null : id));
    setSendError(null);
  };

  const submit = () => {
    if (send.isPending) return;
    const parsed = chatMessageSchema.safeParse({ text, toUserId: recipientId, roomId: regionRoomId(regionId) });
    if (!parsed.success) {
      // An empty message is simply not sent; a long one says why.
      setSendError(text.trim() === '' ? null : (parsed.error.issues[0]?.message ?? CHAT_LENGTH_MESSAGE));
      return;
    }
    const toUserId = recipientId;
    setSendError(null);
    send.mutate(
      { text: parsed.data.text, senderId: userId, senderName: userName, toUserId, roomId: regionRoomId(regionId) },
      {
        onSuccess: (saved) => {
          setText('');
          reload();
          socket.broadcast(saved.text, toUserId);
        },
        onError: (error) => {
          leaveOnForbidden(error);
          setSendError(sendErrorText(error));
        },
      },
    );
  };

  const shownError = text.length > CHAT_MAX_LENGTH ? CHAT_LENGTH_MESSAGE : sendError;
  const recipientName = recipient ? [recipient.name, recipient.last_name].filter(Boolean).join(' ') : '';

  return (
    <section className="flex h-[calc(100vh-10rem)] min-h-[28rem] flex-col gap-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">Чат</h1>
        <p role="status" data-testid="chat-connection" data-state={socket.state} className="text-xs text-slate-600">
          {socket.state === 'open' ? 'З’єднано' : socket.state === 'reconnecting' ? 'З’єднання втрачено. Перепідключення…' : 'З’єднання…'}
        </p>
      </header>
      <div className="grid min-h-0 flex-1 grid-cols-1 overflow-hidden rounded-lg border border-slate-200 bg-white md:grid-cols-[18rem_1fr]">
        <aside className="min-h-0 overflow-y-auto border-b border-slate-200 md:border-r md:border-b-0">
          {users.isPending ? (
            <PageSpinner />
          ) : users.isError ? (
            <p className="p-4 text-sm text-rose-700">Не вдалося завантажити користувачів</p>
          ) : (
            <ChatUserList users={chatMembers(users.data)} stats={stats.data ?? []} selfId={userId} recipientId={recipientId} onToggle={toggleRecipient} />
          )}
        </aside>
        <div className="flex min-h-0 flex-col bg-slate-50">
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-2">
            <h2 id="chat-view-title" className="text-sm font-semibold text-slate-800" data-testid="chat-view-title">
              {recipient ? `Особисте листування: ${recipientName}` : 'Чат регіону'}
            </h2>
            {recipient && (
              <button type="button" className="inline-flex min-h-6 items-center text-xs text-brand-700 hover:underline" onClick={() => setRecipientId(null)}>
                До чату регіону
              </button>
            )}
          </div>
          {/* Focusable, so a keyboard can scroll back through the conversation (WCAG 2.1.1). */}
          <div
            role="region"
            aria-labelledby="chat-view-title"
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            aria-live="polite"
          >
            {messages.isPending ? (
              <PageSpinner />
            ) : messages.isError ? (
              <p className="p-6 text-sm text-rose-700">Не вдалося завантажити повідомлення</p>
            ) : (
              <ChatMessages
                messages={messages.data}
                selfId={userId}
                emptyText={recipient ? 'Повідомлень ще немає. Напишіть першим.' : 'У чаті регіону ще немає повідомлень.'}
              />
            )}
          </div>
          <ChatForm
            text={text}
            onTextChange={(value) => {
              setText(value);
              if (sendError) setSendError(null);
            }}
            onSend={submit}
            error={shownError}
            sending={send.isPending}
            placeholder={recipient ? `Повідомлення для ${recipient.name}` : 'Повідомлення для всіх у регіоні'}
          />
        </div>
      </div>
    </section>
  );
}
