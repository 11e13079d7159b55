import { formatChatTime } from '@dosyt/core/dates/dates';
import { cn } from '../../../components/ui/cn';
import type { ChatStat } from '../api/get-chat-stats';
import type { RegionUser } from '../api/get-region-users';
import { lastMessageLabel } from '../lib/message-days';
import { ChatAvatar } from './chat-avatar';

export interface ChatUserListProps {
  users: readonly RegionUser[];
  stats: readonly ChatStat[];
  selfId: number;
  recipientId: number | null;
  /** Clicking a user selects them as the recipient; clicking the selected one deselects. */
  onToggle: (userId: number) => void;
}

/** The region's users: initials, online dot, message count and the time of the last message. */
export function ChatUserList({ users, stats, selfId, recipientId, onToggle }: ChatUserListProps) {
  const statFor = new Map(stats.map((s) => [s.userId, s]));
  const ordered = [...users].sort(
    (a, b) => Number(b.id === selfId) - Number(a.id === selfId) || `${a.name} ${a.last_name ?? ''}`.localeCompare(`${b.name} ${b.last_name ?? ''}`, 'uk'),
  );
  if (ordered.length === 0) return <p className="p-4 text-sm text-slate-600">У регіоні поки немає користувачів</p>;
  return (
    <ul aria-label="Користувачі регіону" className="flex flex-col divide-y divide-slate-100">
      {ordered.map((user) => {
        const stat = statFor.get(user.id);
        const self = user.id === selfId;
        const selected = user.id === recipientId;
        const fullName = [user.name, user.last_name].filter(Boolean).join(' ');
        return (
          <li key={user.id}>
            <button
              type="button"
              disabled={self}
              aria-pressed={self ? undefined : selected}
              data-testid={`chat-user-${user.id}`}
              onClick={() => onToggle(user.id)}
              className={cn(
                'flex w-full items-center gap-3 px-3 py-2.5 text-left transition-colors',
                selected ? 'bg-brand-100' : 'hover:bg-slate-50',
                self && 'cursor-default',
              )}
            >
              <ChatAvatar userId={user.id} name={user.name} lastName={user.last_name} online={Boolean(user.isOnline)} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">
                  {fullName}
                  {self && <span className="font-normal text-slate-600"> (ви)</span>}
                </span>
                <span className="block text-xs text-slate-600">
                  <span className="sr-only">{user.isOnline ? 'У мережі. ' : 'Не в мережі. '}</span>
                  <span data-testid="chat-count">{stat?.count ?? 0}</span> повідом.
                  {stat?.lastTimeDate && (
                    <>
                      {' · '}
                      <time dateTime={stat.lastTimeDate} data-testid="chat-last-time">
                        {lastMessageLabel(stat.lastTimeDate, formatChatTime)}
                      </time>
                    </>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
