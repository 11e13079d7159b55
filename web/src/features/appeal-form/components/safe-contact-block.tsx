import { SAFE_CONTACT_DAYS, SAFE_CONTACT_LIMITS, SAFE_CONTACT_TITLE } from '@dosyt/core/appeal/safety.schema';
import { useId } from 'react';
import { inputClass } from '../../../components/ui/field';
import { ListCheckbox } from '../../../components/ui/list-checkbox';
import { TimeInput } from '../../../components/ui/time-input';
import type { SafeContactDraft } from '../lib/safety-values';
import { RadioQuestion } from './radio-question';

/** A yes/no question that may stay unanswered ('Не вказувати' clears it). */
function YesNo({
  question,
  yes,
  no,
  value,
  onChange,
}: {
  question: string;
  yes: string;
  no: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}) {
  return (
    <RadioQuestion
      question={question}
      options={[
        { label: yes, value: true },
        { label: no, value: false },
        { label: 'Не вказувати', value: undefined },
      ]}
      value={value}
      onChange={onChange}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
      questionClassName="w-full text-slate-700 sm:w-auto"
    />
  );
}

export interface SafeContactBlockProps {
  value: SafeContactDraft;
  onChange: (next: SafeContactDraft) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * "Як безпечно з вами зв'язатися" (optional): whether a call is safe at all, safe days
 * and hours, voicemail and SMS, a safe word the specialist says first, and a note.
 */
export function SafeContactBlock({ value, onChange, error, disabled }: SafeContactBlockProps) {
  const id = useId();
  const set = (patch: Partial<SafeContactDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    >
      <legend className="px-1 text-sm font-medium text-slate-700">{SAFE_CONTACT_TITLE}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Необов'язково. Фахівець прочитає це перед тим, як зв'язатися з вами. Ці дані не надсилаються електронною поштою.
      </p>
      <YesNo
        question="Чи безпечно вам телефонувати?"
        yes="Так, можна дзвонити"
        no="Ні, лише повідомлення"
        value={value.canCall}
        onChange={(canCall) => set({ canCall })}
      />
      <div className="flex flex-col gap-1">
        <span id={`${id}-days`} className="text-sm text-slate-700">
          Безпечні дні
        </span>
        <div role="group" aria-labelledby={`${id}-days`} className="flex flex-wrap gap-3 text-sm">
          {SAFE_CONTACT_DAYS.map((d) => (
            <ListCheckbox key={d.id} className="inline-flex cursor-pointer items-center gap-1" list={value.days} item={d.id} onChange={(days) => set({ days })}>
              {d.label}
            </ListCheckbox>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="text-slate-700">Безпечний час з</span>
          <TimeInput className="w-32" value={value.from} onChange={(from) => set({ from })} />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-slate-700">до</span>
          <TimeInput className="w-32" value={value.to} onChange={(to) => set({ to })} />
        </label>
      </div>
      <YesNo question="Чи можна залишити голосове повідомлення?" yes="Так" no="Ні" value={value.voicemail} onChange={(voicemail) => set({ voicemail })} />
      <YesNo question="Чи можна надіслати SMS?" yes="Так" no="Ні" value={value.sms} onChange={(sms) => set({ sms })} />
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-slate-700">Кодове слово або фраза (фахівець скаже її першою, щоб ви знали, хто телефонує)</span>
        <input
          type="text"
          className={inputClass}
          value={value.safeWord}
          maxLength={SAFE_CONTACT_LIMITS.safeWord}
          autoComplete="off"
          onChange={(e) => set({ safeWord: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="text-slate-700">Примітка (до {SAFE_CONTACT_LIMITS.note} символів)</span>
        <textarea
          rows={2}
          className={inputClass}
          value={value.note}
          maxLength={SAFE_CONTACT_LIMITS.note}
          autoComplete="off"
          onChange={(e) => set({ note: e.target.value })}
        />
        <span className="text-xs text-slate-500">
          {value.note.length}/{SAFE_CONTACT_LIMITS.note}
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-rose-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
