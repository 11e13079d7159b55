import { formatChatTime } from '@dosyt/core/dates/dates';
import { useEffect, useRef } from 'react';
import { cn } from '../../../components/ui/cn';
import type { ChatMessage } from '../api/get-messages';
import { colorForUser } from '../lib/chat-colors';
import { groupByDay } from '../lib/message-days';

export interface ChatMessagesProps {
  messages: readonly ChatMessage[];
  selfId: number;
  emptyText: string;
}

/** The message area: day separators (Kyiv days), own messages on the right, 12-hour Kyiv times. */
export function ChatMessages({ messages, selfId, emptyText }: ChatMessagesProps) {
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  if (messages.length === 0) return <p className="m-auto p-6 text-sm text-slate-600">{emptyText}</p>;
  return (
    <>
      <ol aria-label="Стрічка повідомлень" className="flex flex-col gap-2 p-4">
        {groupByDay(messages).map((day) => (
          <li key={day.day} className="flex flex-col gap-2">
            <div role="separator" aria-label={day.label} className="my-2 flex items-center gap-3 text-xs text-slate-600">
              <span className="h-px flex-1 bg-slate-200" />
              <span data-testid="chat-day">{day.label}</span>
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            <ol className="flex flex-col gap-2">
              {day.messages.map((m) => {
                const own = m.senderId === selfId;
                return (
                  <li key={m.id} data-testid="chat-message" data-own={own} className={cn('flex', own ? 'justify-end' : 'justify-start')}>
                    <div
                      className={cn(
                        'max-w-[80%] rounded-2xl px-3 py-2 shadow-sm',
                        own ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
                      )}
                    >
                      {!own && (
                        <p className="text-xs font-semibold" style={{ color: colorForUser(m.senderId) }}>
                          {m.senderName}
                        </p>
                      )}
                      <p className="text-sm break-words whitespace-pre-wrap">{m.text}</p>
                      <p className={cn('mt-0.5 text-right text-[11px]', own ? 'text-brand-100' : 'text-slate-600')}>
                        <time dateTime={m.createdAt}>{formatChatTime(m.createdAt)}</time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
      {/* Outside the list: a list holds list items only. */}
      <div ref={end} />
    </>
  );
}
