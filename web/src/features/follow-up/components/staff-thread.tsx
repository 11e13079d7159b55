import { STAFF_REPLY_MAX } from '@dosyt/core/follow-up/follow-up-code';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { useStaffReply } from '../api/staff-reply';

export interface StaffThreadProps {
  appealId: number;
  messages: ReadonlyArray<{ id: string; from: 'person' | 'staff'; text: string; createdAt: string }>;
  unread: boolean;
  onSent: () => void;
}

/** NewMessageBadge: the 'нове повідомлення' mark of a record (lists and the record page). */
export function NewMessageBadge() {
  return (
    <span className="inline-flex rounded bg-amber-500 px-2 py-0.5 text-xs font-semibold text-slate-900" data-testid="new-message-badge">
      Нове повідомлення
    </span>
  );
}

/**
 * The record page's conversation with the person (they write on /status with
 * their code): the messages and a short answer, the only channel without a call.
 */
export function StaffThread({ appealId, messages, unread, onSent }: StaffThreadProps) {
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const reply = useStaffReply();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    try {
      await reply.mutateAsync({ appealId, text });
      setText('');
      setNotice('Відповідь надіслано: заявник побачить її на сторінці «Стан звернення»');
      onSent();
    } catch (error) {
      setNotice(isApiError(error) && error.statusCode < 500 && error.message ? error.message : 'Сталася помилка. Спробуйте ще раз');
    }
  };

  return (
    <section aria-labelledby="staff-thread-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="staff-thread-title" className="text-lg font-semibold text-slate-900">
          Повідомлення заявника
        </h2>
        {unread && <NewMessageBadge />}
      </div>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">Заявник ще не писав через сторінку «Стан звернення».</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Повідомлення заявника і відповіді">
          {messages.map((m) => (
            <li key={m.id} data-testid="staff-thread-message" className={m.from === 'person' ? 'rounded-md bg-amber-50 p-3' : 'rounded-md bg-slate-100 p-3'}>
              <p className="text-xs font-medium text-slate-600">
                {m.from === 'person' ? 'Заявник' : 'Відповідь фахівця'} · {formatDateTime(m.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-line text-sm text-slate-900">{m.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={send} className="flex flex-col gap-2" aria-label="Відповісти заявнику">
        <Field label="Відповідь заявнику" hint={`Її побачить лише той, хто має код звернення. ${text.length} / ${STAFF_REPLY_MAX}`}>
          {(aria) => (
            <textarea
              {...aria}
              name="staff-reply"
              className={inputClass}
              rows={3}
              maxLength={STAFF_REPLY_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" size="sm" className="self-start" loading={reply.isPending} disabled={!text.trim()}>
          Відповісти
        </Button>
      </form>
      {notice && (
        <p role="status" className="text-sm text-slate-800">
          {notice}
        </p>
      )}
    </section>
  );
}
