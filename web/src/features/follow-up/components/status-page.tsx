import {
  FOLLOW_UP_FINISHED,
  FOLLOW_UP_MESSAGE_REQUIRED,
  PERSON_MESSAGE_MAX,
  formatFollowUpCode,
  type FollowUpAnswer,
} from '@dosyt/core/follow-up/follow-up-code';
import { formatDate, formatTime } from '@dosyt/core/dates/dates';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input, inputClass } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { AppLink } from '../../../lib/site-nav';
import { FollowUpError, lookUpFollowUp, postFollowUpMessage } from '../api/follow-up';
import { RateLimitNotice } from './rate-limit-notice';

/** Too many tries from this address (429): the wait in seconds, or null when the server did not say. */
const limitOf = (error: unknown): { retryAfterSeconds?: number } | null =>
  error instanceof FollowUpError && error.statusCode === 429 ? { retryAfterSeconds: error.retryAfterSeconds } : null;

const errorOf = (error: unknown) => (error instanceof FollowUpError ? error.message : 'Сталася помилка. Спробуйте ще раз');

/**
 * /status: a person checks their appeal with the follow-up code they got after
 * filing it: the state in plain words and the messages, and adds a message. The
 * code stays in this page's memory only (no storage, no address bar). `contacts`
 * is the organisation's phone and messenger, composed by the route (the public
 * site's feature owns it): shown where the page sends her to call instead.
 */
export function StatusPage({ contacts }: { contacts: ReactNode }) {
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState<FollowUpAnswer | null>(null);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [lookUpError, setLookUpError] = useState<string | undefined>();
  const [busy, setBusy] = useState<'look-up' | 'send' | null>(null);
  const [limited, setLimited] = useState<{ retryAfterSeconds?: number } | null>(null);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setBusy('look-up');
    try {
      setAnswer(await lookUpFollowUp(code));
      setLookUpError(undefined);
      setLimited(null);
    } catch (error) {
      setAnswer(null);
      setLimited(limitOf(error));
      setLookUpError(limitOf(error) ? undefined : errorOf(error));
    } finally {
      setBusy(null);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (!text.trim()) {
      setNotice(FOLLOW_UP_MESSAGE_REQUIRED);
      return;
    }
    setBusy('send');
    try {
      // The answer is the conversation as it now stands: no second look-up against the address's limit.
      const conversation = await postFollowUpMessage({ code, text });
      setText('');
      setNotice('Повідомлення надіслано');
      setLimited(null);
      setAnswer(conversation);
    } catch (error) {
      // Finished meanwhile (409): the page shows why it takes no message, and the way to ask again.
      if (error instanceof FollowUpError && error.statusCode === 409) {
        setAnswer(await lookUpFollowUp(code).catch(() => answer));
        setNotice(null);
      } else if (limitOf(error)) {
        setLimited(limitOf(error));
      } else {
        setNotice(errorOf(error));
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Стан звернення</h1>
      <p className="text-slate-700">
        Введіть код, який ви отримали після надсилання звернення. Ми покажемо лише стан звернення й повідомлення — жодних особистих даних.
      </p>
      <noscript>
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
          Щоб перевірити звернення за кодом, увімкніть JavaScript у браузері.
        </p>
      </noscript>
      <form onSubmit={check} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Перевірити звернення за кодом">
        <Field label="Код звернення" className="grow" error={lookUpError}>
          {(aria) => (
            <Input
              {...aria}
              name="follow-up-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onBlur={() => setCode((c) => formatFollowUpCode(c))}
              placeholder="XXXX-XXXX-XXXX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              className="font-mono tracking-wider uppercase"
            />
          )}
        </Field>
        <Button type="submit" loading={busy === 'look-up'}>
          Перевірити
        </Button>
      </form>

      {limited && <RateLimitNotice retryAfterSeconds={limited.retryAfterSeconds} contacts={contacts} />}
      {answer && (
        <section aria-labelledby="status-state" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="status-state" className="text-lg font-semibold text-slate-900">
            Стан: <span data-testid="follow-up-state">{answer.state}</span>
          </h2>
          {answer.partnerHelp && (
            // Only when she agreed at referral time, and never which service (whoever holds the phone may read it).
            <p data-testid="follow-up-partner-help" className="rounded-md border border-brand-100 bg-brand-50 p-3 text-slate-900">
              {answer.partnerHelp}
            </p>
          )}
          {answer.messages.length > 0 && (
            <ul className="flex flex-col gap-2" aria-label="Повідомлення">
              {answer.messages.map((m, i) => (
                <li
                  key={`${m.createdAt}-${i}`}
                  data-testid="follow-up-message"
                  className={m.from === 'staff' ? 'rounded-md bg-brand-50 p-3 text-slate-900' : 'rounded-md bg-slate-100 p-3 text-slate-800'}
                >
                  <p className="text-xs font-medium text-slate-600">
                    {m.from === 'staff' ? 'Фахівець' : 'Ви'} · {formatDate(m.createdAt)} {formatTime(m.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-line">{m.text}</p>
                </li>
              ))}
            </ul>
          )}
          {answer.state === 'Завершено' ? (
            <div data-testid="follow-up-finished" className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900">
              <p>{FOLLOW_UP_FINISHED}.</p>
              <p>
                <AppLink to={paths.helpForm.href()} className="font-medium text-brand-700 underline">
                  Надіслати нове звернення
                </AppLink>
              </p>
              {contacts}
            </div>
          ) : (
            <form onSubmit={send} className="flex flex-col gap-2" aria-label="Додати повідомлення до звернення">
              <Field label="Додати повідомлення" hint={`${text.length} / ${PERSON_MESSAGE_MAX}`}>
                {(aria) => (
                  <textarea
                    {...aria}
                    name="follow-up-text"
                    className={inputClass}
                    rows={4}
                    maxLength={PERSON_MESSAGE_MAX}
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                    autoComplete="off"
                  />
                )}
              </Field>
              <Button type="submit" className="self-start" loading={busy === 'send'}>
                Надіслати повідомлення
              </Button>
            </form>
          )}
        </section>
      )}
      {notice && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {notice}
        </p>
      )}
      <p className="text-slate-700">
        Потрібна допомога поруч уже зараз?{' '}
        <a href={paths.services.href()} className="font-medium text-brand-700 underline">
          Куди звернутися
        </a>
        : гарячі лінії та служби у вашій області.
      </p>
    </div>
  );
}
