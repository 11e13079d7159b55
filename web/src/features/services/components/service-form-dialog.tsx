import { SERVICE_KINDS } from '@dosyt/core/referral/referral';
import type { ServiceBody } from '@dosyt/core/referral/referral.schema';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, inputClass, Select } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../components/ui/cn';
import { isApiError } from '../../../lib/api-client';
import { checkResolver, firstErrorMessage } from '../../../lib/form-resolver';
import { useAllRegions, useCommunitiesOf } from '../api/places';
import { emptyServiceForm, SERVICE_FIELD_ORDER, serviceFormValues, type ServiceFormValues } from '../lib/service-form';
import { checkServiceForm } from '../lib/service-form-check';
import type { AdminService } from '../types';

export interface ServiceFormDialogProps {
  /** The service to edit; null adds a new one. */
  service: AdminService | null;
  onClose: () => void;
  save: (input: { id?: string; body: ServiceBody }) => Promise<unknown>;
  /** After a save: the list says what happened. */
  onSaved: (message: string) => void;
}

/** Add or edit a service of the directory; every rule and message is core's service schema, checked again on the server. */
export function ServiceFormDialog({ service, onClose, save, onSaved }: ServiceFormDialogProps) {
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ServiceFormValues, unknown, ServiceBody>({
    resolver: checkResolver(checkServiceForm),
    defaultValues: service ? serviceFormValues(service) : emptyServiceForm(),
  });
  const { control, handleSubmit, setValue, formState, register } = form;
  const regionId = useWatch({ control, name: 'region_id' });
  const kind = useWatch({ control, name: 'kind' });
  const acceptsReferrals = useWatch({ control, name: 'acceptsReferrals' });
  const regions = useAllRegions();
  const communities = useCommunitiesOf(regionId === '' ? null : Number(regionId));

  const submit = handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        await save({ id: service?.id, body: service ? { ...body, active: service.active } : body });
        onSaved(service ? `Службу «${body.name}» збережено` : `Службу «${body.name}» додано`);
      } catch (error) {
        setFailure(isApiError(error) && error.statusCode < 500 && error.message ? error.message : 'Не вдалося зберегти службу. Спробуйте ще раз');
      }
    },
    (errors: FieldErrors<ServiceFormValues>) => {
      setFailure(firstErrorMessage(errors as Record<string, { message?: unknown }>, SERVICE_FIELD_ORDER) ?? null);
    },
  );

  return (
    <Modal
      open
      onClose={onClose}
      closeOnOutsideClick={false}
      size="lg"
      title={service ? `Редагувати службу: ${service.name}` : 'Нова служба'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Скасувати
          </Button>
          <Button type="submit" form={formId} loading={formState.isSubmitting}>
            Зберегти
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormField control={control} name="name" label="Назва" required>
          {(field, aria) => <Input {...aria} {...field} maxLength={200} autoComplete="off" />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField control={control} name="kind" label="Вид допомоги" required>
            {(field, aria) => (
              <Select {...aria} {...field} options={SERVICE_KINDS.map((k) => ({ value: k.id, label: k.label }))}>
                <option value="">Оберіть вид</option>
              </Select>
            )}
          </FormField>
          <FormField control={control} name="region_id" label="Область" hint="«Уся Україна» — для національних ліній">
            {(field, aria) => (
              <Select
                {...aria}
                {...field}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  // Communities belong to a region: a new region clears the pick.
                  setValue('community_id', '', { shouldValidate: formState.isSubmitted });
                }}
                aria-busy={regions.isPending || undefined}
                options={(regions.data ?? []).map((r) => ({ value: String(r.region_id), label: r.region }))}
              >
                <option value="">Уся Україна</option>
              </Select>
            )}
          </FormField>
        </div>
        <FormField control={control} name="community_id" label="Громада" hint="Порожньо — служба працює на всю область">
          {(field, aria) => (
            <Select
              {...aria}
              {...field}
              disabled={regionId === ''}
              aria-busy={communities.isFetching || undefined}
              options={[...(communities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'uk')).map((c) => ({ value: c.id, label: c.name }))}
            >
              <option value="">{regionId === '' ? 'Спершу оберіть область' : 'Уся область'}</option>
            </Select>
          )}
        </FormField>
        <FormField control={control} name="phones" label="Телефони" required hint="Кілька номерів — через кому, наприклад: 0 800 500 335, 116 123">
          {(field, aria) => <Input {...aria} {...field} inputMode="tel" autoComplete="off" />}
        </FormField>
        <FormField control={control} name="hours" label="Графік роботи" hint="Наприклад: пн–пт 9:00–18:00, або цілодобово">
          {(field, aria) => <Input {...aria} {...field} maxLength={200} autoComplete="off" />}
        </FormField>
        <FormField control={control} name="description" label="Опис" hint="Яку допомогу надає і кому — простими словами">
          {(field, aria) => <textarea {...aria} {...field} rows={3} maxLength={1000} className={cn(inputClass, 'resize-y')} />}
        </FormField>
        <FormField
          control={control}
          name="address"
          label="Адреса"
          hint={kind === 'shelter' ? 'Адресу притулку ніколи не показуємо ні на сайті, ні партнерам: вона лише для адміністраторів.' : 'Необов’язково'}
        >
          {(field, aria) => <Input {...aria} {...field} maxLength={300} autoComplete="off" />}
        </FormField>
        <label className="flex items-start gap-2 text-sm">
          <Checkbox {...register('public')} className="mt-0.5" />
          <span>Показувати на сторінці «Куди звернутися»</span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <Checkbox {...register('acceptsReferrals')} className="mt-0.5" />
          <span>Приймає направлення через платформу</span>
        </label>
        {acceptsReferrals && (
          <FormField
            control={control}
            name="referralEmail"
            label="Email для направлень"
            required
            hint="Не показується публічно. Служба отримує сюди лише посилання на направлення, без персональних даних."
          >
            {(field, aria) => <Input {...aria} {...field} type="email" autoComplete="off" />}
          </FormField>
        )}
        {failure && (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
