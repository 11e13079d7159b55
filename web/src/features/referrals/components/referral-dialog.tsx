import { PARTNER_HELP_LINE, REFERRAL_LIMITS, serviceKindLabel, SERVICE_KINDS, type ReferralShare } from '@dosyt/core/referral/referral';
import { referralSchema, type ReferralBody } from '@dosyt/core/referral/referral.schema';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { inputClass, Select } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../components/ui/cn';
import { isApiError } from '../../../lib/api-client';
import { checkResolver, firstErrorMessage } from '../../../lib/form-resolver';
import { useCreateReferral, useReferralTargets } from '../api/referrals';
import type { ReferralTarget } from '../types';

interface ReferralFormValues {
  serviceId: string;
  consent: boolean;
  share: ReferralShare | '';
  note: string;
  tellPerson: boolean;
}

const FIELD_ORDER = ['serviceId', 'consent', 'share', 'note'] as const;

/** The form's check: core's referral schema, so the messages are the server's own. */
function checkReferral(values: ReferralFormValues): { success: true; output: ReferralBody } | { success: false; fieldErrors: Record<string, string> } {
  const result = referralSchema.safeParse(values);
  if (result.success) return { success: true, output: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? 'consent')] ??= issue.message;
  return { success: false, fieldErrors };
}

const RANK_TITLES = ['У громаді звернення', 'В області звернення', 'Національні служби'] as const;

/** What each choice shares, said plainly: the specialist reads it to the person before she agrees. */
const SHARE_CHOICES: { id: ReferralShare; title: string; explanation: string }[] = [
  {
    id: 'contact',
    title: 'Передати контакти',
    explanation:
      "Служба побачить ім'я, телефон і те, як безпечно зв'язатися (коли можна дзвонити, чи можна лишати повідомлення). Служба зателефонує людині сама.",
  },
  {
    id: 'anonymous',
    title: 'Анонімно',
    explanation:
      "Служба не побачить ні імені, ні телефону, ні способу зв'язку — лише вид допомоги, місце і вашу примітку. Служба відповідає через платформу, а далі з людиною говорите ви.",
  },
];

/**
 * 'Направити до служби': a service that takes referrals (the appeal's community first,
 * then its region, then national, narrowed by kind), the person's consent (required;
 * the server records who and when), what is shared, a note, and whether /status tells
 * her, in one neutral line, that a partner will contact her.
 */
export function ReferralDialog({
  appealId,
  initialServiceId = '',
  onClose,
  onSent,
}: {
  appealId: number | string;
  /** 'Надіслати знову': the service of an expired referral, chosen already; consent is asked afresh. */
  initialServiceId?: string;
  onClose: () => void;
  onSent: (serviceName: string) => void;
}) {
  const formId = useId();
  const kindId = useId();
  const [kind, setKind] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const targets = useReferralTargets(appealId, true);
  const create = useCreateReferral(appealId);
  const form = useForm<ReferralFormValues, unknown, ReferralBody>({
    resolver: checkResolver(checkReferral),
    defaultValues: { serviceId: initialServiceId, consent: false, share: '', note: '', tellPerson: false },
  });
  const { control, handleSubmit, register, formState } = form;
  const note = useWatch({ control, name: 'note' });

  const all = targets.data ?? [];
  const shown = all.filter((t) => kind === '' || t.kind === kind);
  const groups = ([0, 1, 2] as const).map((rank) => ({ rank, items: shown.filter((t) => t.rank === rank) })).filter((g) => g.items.length > 0);
  const nameOf = (id: string) => all.find((t) => t.id === id)?.name ?? '';

  const submit = handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        await create.mutateAsync(body);
        onSent(nameOf(body.serviceId));
      } catch (error) {
        setFailure(isApiError(error) && error.statusCode < 500 && error.message ? error.message : 'Не вдалося надіслати направлення. Спробуйте ще раз');
      }
    },
    (errors: FieldErrors<ReferralFormValues>) => setFailure(firstErrorMessage(errors as Record<string, { message?: unknown }>, FIELD_ORDER) ?? null),
  );

  const serviceOption = (t: ReferralTarget) => (
    <label
      key={t.id}
      className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
    >
      <input type="radio" value={t.id} {...register('serviceId')} className="mt-1 size-4 accent-brand-700" />
      <span className="flex flex-col gap-0.5 text-sm">
        <span className="font-semibold text-slate-900">{t.name}</span>
        <span className="text-slate-700">
          {serviceKindLabel(t.kind)}
          {t.phones.length > 0 ? ` · ${t.phones.join(', ')}` : ''}
        </span>
        {t.hours && <span className="text-slate-600">{t.hours}</span>}
      </span>
    </label>
  );

  return (
    <Modal
      open
      onClose={onClose}
      closeOnOutsideClick={false}
      size="lg"
      title="Направити до служби"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Скасувати
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Направити
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <label htmlFor={kindId} className="text-sm font-medium text-slate-700">
            Вид допомоги
          </label>
          <Select
            id={kindId}
            value={kind}
            onChange={(event) => setKind(event.target.value)}
            options={SERVICE_KINDS.map((k) => ({ value: k.id, label: k.label }))}
          >
            <option value="">Усі види</option>
          </Select>
        </div>

        <fieldset className="flex flex-col gap-3" aria-describedby={formState.errors.serviceId ? `${formId}-service-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-700">
            Служба{' '}
            <span aria-hidden="true" className="text-rose-600">
              *
            </span>
          </legend>
          {targets.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <Spinner /> Завантаження служб…
            </p>
          ) : targets.isError ? (
            <p role="alert" className="text-sm text-rose-700">
              Не вдалося завантажити служби. Закрийте вікно і спробуйте ще раз.
            </p>
          ) : groups.length === 0 ? (
            <p className="text-sm text-slate-700">
              Немає служб, що приймають направлення{kind ? ' цього виду' : ''}. Адміністратор може додати їх у розділі «Служби допомоги».
            </p>
          ) : (
            groups.map((group) => (
              <div key={group.rank} className="flex flex-col gap-2">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{RANK_TITLES[group.rank]}</p>
                {group.items.map(serviceOption)}
              </div>
            ))
          )}
          {formState.errors.serviceId && (
            <p id={`${formId}-service-error`} role="alert" className="text-xs font-medium text-rose-700">
              {formState.errors.serviceId.message}
            </p>
          )}
        </fieldset>

        <div className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 p-3">
          <label className="flex items-start gap-2 text-sm font-medium text-slate-900">
            <Checkbox {...register('consent')} className="mt-0.5" aria-invalid={formState.errors.consent ? true : undefined} />
            <span>
              Людина погодилася, щоб її направили до цієї служби{' '}
              <span aria-hidden="true" className="text-rose-600">
                *
              </span>
            </span>
          </label>
          <p className="text-xs text-slate-700">Запитайте її прямо і поясніть, що саме передасте. Згоду буде записано від вашого імені з датою й часом.</p>
          {formState.errors.consent && (
            <p role="alert" className="text-xs font-medium text-rose-700">
              {formState.errors.consent.message}
            </p>
          )}
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">
            Що передати службі{' '}
            <span aria-hidden="true" className="text-rose-600">
              *
            </span>
          </legend>
          {SHARE_CHOICES.map((choice) => (
            <label
              key={choice.id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input type="radio" value={choice.id} {...register('share')} className="mt-1 size-4 accent-brand-700" />
              <span className="flex flex-col gap-0.5 text-sm">
                <span className="font-semibold text-slate-900">{choice.title}</span>
                <span className="text-slate-700">{choice.explanation}</span>
              </span>
            </label>
          ))}
          {formState.errors.share && (
            <p role="alert" className="text-xs font-medium text-rose-700">
              {formState.errors.share.message}
            </p>
          )}
        </fieldset>

        <FormField control={control} name="note" label="Примітка для служби" hint={`Що важливо знати службі. ${note.length} / ${REFERRAL_LIMITS.note}`}>
          {(field, aria) => <textarea {...aria} {...field} rows={3} maxLength={REFERRAL_LIMITS.note} className={cn(inputClass, 'resize-y')} />}
        </FormField>

        <label className="flex items-start gap-2 text-sm">
          <Checkbox {...register('tellPerson')} className="mt-0.5" />
          <span>
            Людина хоче бачити на сторінці «Стан звернення» рядок: «{PARTNER_HELP_LINE}».
            <span className="block text-xs text-slate-600">Назву і вид служби там не показуємо ніколи: телефон людини може бути в чужих руках.</span>
          </span>
        </label>

        {failure && (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
