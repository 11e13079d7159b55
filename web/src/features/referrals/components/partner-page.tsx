import { formatDateTime } from '@dosyt/core/dates/dates';
import { REFERRAL_LIMITS, REFERRAL_MESSAGES, referralStatusLabel, serviceKindLabel, type PartnerAnswerStatus } from '@dosyt/core/referral/referral';
import { useId, useState } from 'react';
import { SafeContactNotice } from '../../../components/safety/safe-contact-notice';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { usePartnerAnswer, usePartnerReferral } from '../api/referrals';
import type { PartnerReferralView } from '../types';

const ANSWER_LABELS: Record<PartnerAnswerStatus, string> = {
  accepted: 'Прийняти направлення',
  declined: 'Відхилити',
  completed: 'Допомогу надано',
};

const DONE_TEXT: Partial<Record<string, string>> = {
  accepted: 'Ви прийняли направлення. Коли допомогу буде надано, відкрийте це посилання ще раз і позначте «Допомогу надано».',
  declined: 'Ви відхилили направлення. Фахівець запропонує людині іншу службу. Посилання більше не діє.',
  completed: 'Дякуємо! Фахівець бачить, що допомогу надано. Посилання більше не діє.',
};

/** The one answer for a link that is unknown, expired, used up or malformed: it says nothing about any referral. */
function UnknownLink() {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col gap-3 px-4 py-16 text-center" data-testid="referral-unknown">
      <h1 className="text-2xl font-semibold text-slate-900">Посилання недійсне</h1>
      <p className="text-slate-700">{REFERRAL_MESSAGES.linkUnknown}. Якщо ви чекали на направлення, зверніться до фахівця, який його надіслав.</p>
    </div>
  );
}

function Answer({ token, view }: { token: string; view: PartnerReferralView }) {
  const noteId = useId();
  const answer = usePartnerAnswer(token);
  const [note, setNote] = useState('');
  const [choice, setChoice] = useState<PartnerAnswerStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (status: PartnerAnswerStatus) => {
    setChoice(status);
    setError(null);
    if (status === 'declined' && !note.trim()) {
      setError(REFERRAL_MESSAGES.reasonRequired);
      document.getElementById(noteId)?.focus();
      return;
    }
    try {
      await answer.mutateAsync({ status, note: note.trim() });
      setNote('');
    } catch (failure) {
      setError(isApiError(failure) && failure.statusCode < 500 && failure.message ? failure.message : 'Не вдалося надіслати відповідь. Спробуйте ще раз');
    }
  };

  if (view.next.length === 0) return null;
  return (
    <section aria-labelledby={`${noteId}-title`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${noteId}-title`} className="text-lg font-semibold text-slate-900">
        Ваша відповідь
      </h2>
      <Field
        id={noteId}
        label={view.next.includes('declined') ? 'Коментар (для відмови — обов’язково вкажіть причину)' : 'Коментар'}
        error={error && choice === 'declined' && error === REFERRAL_MESSAGES.reasonRequired ? error : undefined}
        hint={`${note.length} / ${REFERRAL_LIMITS.partnerNote}`}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            maxLength={REFERRAL_LIMITS.partnerNote}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        {view.next.map((status) => (
          <Button
            key={status}
            variant={status === 'declined' ? 'secondary' : 'primary'}
            loading={answer.isPending && choice === status}
            onClick={() => void send(status)}
          >
            {ANSWER_LABELS[status]}
          </Button>
        ))}
      </div>
      {error && error !== REFERRAL_MESSAGES.reasonRequired && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * /referral/{token}: a partner service opens the link it was mailed, without an
 * account. It shows only what the person agreed to share (the contact block only with
 * her consent to it) and takes the service's answer. An unknown, expired or used-up
 * link gets one neutral message.
 */
export function PartnerReferralPage({ token }: { token: string }) {
  const referral = usePartnerReferral(token);
  // The answer's view replaces the loaded one (usePartnerAnswer), so it stays in view though the link may have died with it.
  const view = referral.data;

  if (referral.isPending) return <PageSpinner />;
  if (!view) return <UnknownLink />;
  const contact = view.person;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-600">Направлення для служби «{view.service.name}»</p>
        <h1 className="text-2xl font-bold text-slate-900">Направлення від {formatDateTime(view.createdAt)}</h1>
        <p className="text-sm text-slate-700">
          Стан:{' '}
          <span className="font-semibold" data-testid="partner-status">
            {referralStatusLabel(view.status)}
          </span>
          {view.next.length > 0 && <> · посилання діє до {formatDateTime(view.expiresAt)}</>}
        </p>
      </div>
      {DONE_TEXT[view.status] && view.history.length > 1 && (
        <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 px-4 py-3 text-slate-900">
          {DONE_TEXT[view.status]}
        </p>
      )}

      <section aria-labelledby="partner-request" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="partner-request" className="text-lg font-semibold text-slate-900">
          Запит
        </h2>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-slate-600">Вид допомоги</dt>
          <dd>{view.request.assistance.length > 0 ? view.request.assistance.join(', ') : serviceKindLabel(view.service.kind)}</dd>
          <dt className="text-slate-600">Місце</dt>
          <dd>{[view.request.community, view.request.region].filter(Boolean).join(', ') || 'не вказано'}</dd>
          {view.note && (
            <>
              <dt className="text-slate-600">Примітка фахівця</dt>
              <dd className="whitespace-pre-line" data-testid="partner-note">
                {view.note}
              </dd>
            </>
          )}
        </dl>
      </section>

      <section aria-labelledby="partner-person" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="partner-person">
        <h2 id="partner-person" className="text-lg font-semibold text-slate-900">
          Людина
        </h2>
        {contact ? (
          <>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-slate-600">Ім'я</dt>
              <dd data-testid="partner-name">{[contact.name, contact.last_name].filter(Boolean).join(' ')}</dd>
              <dt className="text-slate-600">Телефон</dt>
              <dd data-testid="partner-phone">{contact.phone}</dd>
            </dl>
            <SafeContactNotice safeContact={contact.safe_contact} />
            <p className="text-xs text-slate-600">
              Людина погодилася передати вам ці дані лише для цього направлення. Не пересилайте їх і не зберігайте довше, ніж потрібно.
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-700" data-testid="partner-anonymous">
            Людина обрала анонімне направлення: її ім'я, телефон і контакти не передаються. Дайте відповідь тут — фахівець платформи зв'яжеться з нею сам.
          </p>
        )}
      </section>

      <Answer token={token} view={view} />

      {view.history.length > 0 && (
        <section aria-labelledby="partner-history" className="flex flex-col gap-2">
          <h2 id="partner-history" className="text-lg font-semibold text-slate-900">
            Історія
          </h2>
          <ol className="flex flex-col gap-1 border-l-2 border-slate-200 pl-3 text-sm">
            {view.history.map((step, i) => (
              <li key={`${step.at}-${i}`}>
                <span className="font-medium">{referralStatusLabel(step.status)}</span> · {formatDateTime(step.at)}
                {step.note && <span className="block whitespace-pre-line text-slate-700">{step.note}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
