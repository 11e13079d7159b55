import { initials } from '@dosyt/core/chat/chat.schema';
import { cn } from '../../../components/ui/cn';
import { colorForUser } from '../lib/chat-colors';

export interface ChatAvatarProps {
  userId: number;
  name: string;
  lastName?: string | null;
  /** Shows the online dot (green when online); omitted when unknown. */
  online?: boolean;
  className?: string;
}

/** Initials on the user's chat colour, with an optional online dot. */
export function ChatAvatar({ userId, name, lastName, online, className }: ChatAvatarProps) {
  return (
    <span className={cn('relative inline-flex size-9 shrink-0', className)}>
      <span
        aria-hidden="true"
        className="inline-flex size-9 items-center justify-center rounded-full text-sm font-semibold text-white"
        style={{ backgroundColor: colorForUser(userId) }}
        data-chat-color={colorForUser(userId)}
      >
        {initials(name, lastName)}
      </span>
      {online !== undefined && (
        <span
          data-testid="online-dot"
          data-online={online}
          title={online ? 'У мережі' : 'Не в мережі'}
          className={cn('absolute -right-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-white', online ? 'bg-emerald-500' : 'bg-slate-300')}
        />
      )}
    </span>
  );
}
