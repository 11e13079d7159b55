import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@dosyt/core/validation/zod';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { InfoPopup, type InfoKind } from '../../../components/ui/info-popup';
import { isApiError } from '../../../lib/api-client';
import { useUpdateAppealSettings, type AppealSettings } from '../api/appeal-settings';
import { appealSettingsSchema } from '../lib/settings-schema';

type FormValues = z.input<typeof appealSettingsSchema>;
type Output = z.output<typeof appealSettingsSchema>;

const FIELDS: ReadonlyArray<{ name: keyof Output; label: string; hint: string; unit: string }> = [
  { name: 'serviceLevelHours', label: 'Термін опрацювання звернення', hint: 'Дедлайн = час звернення + цей термін.', unit: 'год.' },
  {
    name: 'highRiskServiceLevelHours',
    label: 'Термін опрацювання звернення з високим ризиком',
    hint: 'Коротший термін для звернень, які оцінка небезпеки визначила як високий ризик (типово 24 год.).',
    unit: 'год.',
  },
  { name: 'urgentWindowHours', label: 'Вікно терміновості', hint: 'Звернення, до дедлайну яких лишилося менше, потрапляють в «Екстренні».', unit: 'год.' },
  { name: 'duplicateWindowDays', label: 'Вікно дублікатів', hint: 'Звернення з тим самим телефоном у межах цього періоду позначається як дублікат.', unit: 'дн.' },
  { name: 'formLimitPerHour', label: 'Ліміт форми з однієї адреси за годину', hint: 'Захист від зловживань; звернення працівників не обмежуються.', unit: 'шт.' },
  { name: 'formLimitPerDay', label: 'Ліміт форми з однієї адреси за добу', hint: 'Захист від зловживань; звернення працівників не обмежуються.', unit: 'шт.' },
  {
    name: 'retentionMonths',
    label: 'Строк зберігання персональних даних виконаного звернення',
    hint: 'Після цього строку від виконання ім’я, телефон, опис і тексти звітів знеособлюються; статистика лишається (типово 24 міс.).',
    unit: 'міс.',
  },
  {
    name: 'readAuditMonths',
    label: 'Строк зберігання журналу переглядів',
    hint: 'Скільки зберігаються записи про те, хто і коли переглядав персональні дані звернень (типово 36 міс.).',
    unit: 'міс.',
  },
];

/** The appeal rules an admin may change (docs/decisions.md). */
export function AppealSettingsForm({ settings }: { settings: AppealSettings }) {
  const save = useUpdateAppealSettings();
  const [outcome, setOutcome] = useState<{ kind: InfoKind; message: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(appealSettingsSchema),
    defaultValues: settings,
  });
  useEffect(() => reset(settings), [settings, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      setOutcome({ kind: 'success', message: 'Налаштування збережено' });
    } catch (error) {
      setOutcome({ kind: 'error', message: isApiError(error) && error.message ? error.message : 'Сталася помилка. Спробуйте ще раз' });
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <Field key={field.name} label={`${field.label}, ${field.unit}`} hint={field.hint} error={formState.errors[field.name]?.message}>
              {(aria) => <Input {...aria} type="number" inputMode="numeric" min={1} step={1} {...register(field.name)} />}
            </Field>
          ))}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
            Зберегти налаштування
          </Button>
        </div>
      </form>
      <InfoPopup open={outcome !== null} kind={outcome?.kind ?? 'error'} message={outcome?.message} onClose={() => setOutcome(null)} />
    </>
  );
}
