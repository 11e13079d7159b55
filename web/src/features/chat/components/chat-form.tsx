import { CHAT_MAX_LENGTH } from '@dosyt/core/chat/chat.schema';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../../components/ui/field';

export interface ChatFormProps {
  text: string;
  onTextChange: (text: string) => void;
  onSend: () => void;
  error: string | null;
  sending: boolean;
  placeholder: string;
}

/** The text box (255 characters at most, counted as typed) and the send button. Enter sends, Shift+Enter breaks the line. */
export function ChatForm({ text, onTextChange, onSend, error, sending, placeholder }: ChatFormProps) {
  const id = useId();
  const over = text.length > CHAT_MAX_LENGTH;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1 border-t border-slate-200 bg-white p-3">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Текст повідомлення
        </label>
        <textarea
          id={id}
          rows={2}
          value={text}
          placeholder={placeholder}
          aria-invalid={error || over ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(e) => onTextChange(e.target.value)}
          onKeyDown={onKeyDown}
          className={cn(inputClass, 'min-h-[2.75rem] resize-none')}
        />
        <Button type="submit" loading={sending} disabled={text.trim() === ''}>
          Надіслати
        </Button>
      </div>
      <div className="flex justify-between gap-2 text-xs">
        <p id={`${id}-error`} role="alert" className="font-medium text-rose-700">
          {error}
        </p>
        <p id={`${id}-count`} className={cn('shrink-0 tabular-nums', over ? 'text-rose-700' : 'text-slate-600')}>
          {text.length}/{CHAT_MAX_LENGTH}
        </p>
      </div>
    </form>
  );
}
