import { zodResolver } from '@hookform/resolvers/zod';
import { ORGANISATION_CONTACT_LIMITS, organisationContactsSchema, type OrganisationContacts } from '@dosyt/core/content/organisation-contacts';
import type * as z from '@dosyt/core/validation/zod';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useAdminEntries } from '../api/get-admin-entries';
import { useSaveEntry } from '../api/save-entry';
import type { AdminEntry } from '../api/types';
import { SaveFooter, type SaveNotice } from './save-footer';

type FormValues = z.input<typeof organisationContactsSchema>;

const SITE_INFO = 'site-infos';

function valuesOf(entry: AdminEntry): FormValues {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const addresses = Array.isArray(entry.addresses) ? (entry.addresses as { title?: unknown; text?: unknown }[]) : [];
  return {
    phone: str(entry.phone),
    messengerTitle: str(entry.messengerTitle),
    messengerLink: str(entry.messengerLink),
    addresses: addresses.map((a) => ({ title: str(a.title), text: str(a.text) })),
  };
}

/**
 * The organisation's phone, messenger and addresses, which the appeal form and the
 * site's footer show (stored in the site-info entry of the content service).
 */
export function OrganisationContactsForm() {
  const entries = useAdminEntries(SITE_INFO);
  const entry = entries.data?.data[0];
  const defaults = useMemo(() => (entry ? valuesOf(entry) : undefined), [entry]);
  const save = useSaveEntry(SITE_INFO);
  const [message, setMessage] = useState<SaveNotice | null>(null);
  const { register, control, handleSubmit, reset, formState } = useForm<FormValues, unknown, OrganisationContacts>({
    resolver: zodResolver(organisationContactsSchema),
    defaultValues: defaults,
  });
  const addresses = useFieldArray({ control, name: 'addresses' });
  useEffect(() => {
    if (defaults) reset(defaults);
  }, [defaults, reset]);

  if (entries.isPending) return <PageSpinner />;
  if (!entry) return <p>Загальну інформацію сайту ще не створено.</p>;

  const submit = handleSubmit(async (data) => {
    setMessage(null);
    try {
      await save.mutateAsync({ id: entry.id, input: { data, version: entry.version } });
      setMessage({ ok: true, text: 'Контакти збережено. Вони вже на сайті й у формі звернення.' });
    } catch (error) {
      setMessage({ ok: false, text: isApiError(error) && error.message ? error.message : 'Не вдалося зберегти. Спробуйте ще раз' });
    }
  });
  const errors = formState.errors;

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-5" aria-labelledby="organisation-contacts-title">
      <h2 id="organisation-contacts-title" className="text-lg font-semibold text-slate-900">
        Контакти організації
      </h2>
      <p className="text-sm text-slate-600">Телефон і месенджер люди бачать у формі звернення, а все разом — внизу кожної сторінки сайту.</p>
      <Field label="Телефон організації" hint="Наприклад, 0 800 500 335 або 116 123" error={errors.phone?.message}>
        {(aria) => <Input {...aria} type="tel" autoComplete="off" maxLength={ORGANISATION_CONTACT_LIMITS.phone} {...register('phone')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <Field label="Назва месенджера" hint="Наприклад, Telegram" error={errors.messengerTitle?.message}>
          {(aria) => <Input {...aria} maxLength={ORGANISATION_CONTACT_LIMITS.messengerTitle} {...register('messengerTitle')} />}
        </Field>
        <Field label="Посилання на месенджер" hint="https://t.me/…, viber://… або tg://…" error={errors.messengerLink?.message}>
          {(aria) => <Input {...aria} type="url" inputMode="url" maxLength={ORGANISATION_CONTACT_LIMITS.messengerLink} {...register('messengerLink')} />}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Адреси</legend>
        {addresses.fields.map((item, i) => (
          <div key={item.id} className="grid items-start gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[12rem_1fr_auto]">
            <Field label={`Назва адреси ${i + 1}`} error={errors.addresses?.[i]?.title?.message}>
              {(aria) => <Input {...aria} maxLength={ORGANISATION_CONTACT_LIMITS.addressTitle} {...register(`addresses.${i}.title`)} />}
            </Field>
            <Field label={`Адреса ${i + 1}`} error={errors.addresses?.[i]?.text?.message}>
              {(aria) => <Input {...aria} maxLength={ORGANISATION_CONTACT_LIMITS.addressText} {...register(`addresses.${i}.text`)} />}
            </Field>
            <Button size="sm" variant="ghost" className="sm:mt-6" onClick={() => addresses.remove(i)}>
              Видалити
            </Button>
          </div>
        ))}
        {errors.addresses?.message && (
          <p role="alert" className="text-xs font-medium text-rose-700">
            {errors.addresses.message}
          </p>
        )}
        {addresses.fields.length < ORGANISATION_CONTACT_LIMITS.addresses && (
          <Button size="sm" variant="secondary" className="self-start" onClick={() => addresses.append({ title: '', text: '' })}>
            Додати адресу
          </Button>
        )}
      </fieldset>
      <SaveFooter notice={message} saving={save.isPending}>
        Зберегти контакти
      </SaveFooter>
    </form>
  );
}
