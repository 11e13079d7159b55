import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from '@dosyt/core/validation/zod';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, Input } from '../../../components/ui/field';
import { InfoPopup, type InfoKind } from '../../../components/ui/info-popup';
import { isApiError } from '../../../lib/api-client';
import { getRetentionPreview, useUpdateAppealSettings, type AppealSettings } from '../api/appeal-settings';
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
  {
    name: 'duplicateWindowDays',
    label: 'Вікно дублікатів',
    hint: 'Звернення з тим самим телефоном у межах цього періоду позначається як дублікат.',
    unit: 'дн.',
  },
  {
    name: 'formLimitPerHour',
    label: 'Ліміт форми з однієї адреси за годину',
    hint: 'Захист від зловживань; звернення працівників не обмежуються.',
    unit: 'шт.',
  },
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
  // A shorter retention period waits here, with what it would anonymise, until the admin confirms it.
  const [pending, setPending] = useState<{ values: Output; count: number; capped: boolean } | null>(null);
  const [checking, setChecking] = useState(false);
  const { register, handleSubmit, reset, resetField, formState } = useForm<FormValues, unknown, Output>({
    resolver: zodResolver(appealSettingsSchema),
    defaultValues: settings,
  });
  useEffect(() => reset(settings), [settings, reset]);

  const failed = (error: unknown) =>
    setOutcome({ kind: 'error', message: isApiError(error) && error.message ? error.message : 'Сталася помилка. Спробуйте ще раз' });

  const store = async (values: Output) => {
    try {
      await save.mutateAsync(values);
      setOutcome({ kind: 'success', message: 'Налаштування збережено' });
    } catch (error) {
      failed(error);
    }
  };

  const submit = handleSubmit(async (values) => {
    if (values.retentionMonths >= settings.retentionMonths) return store(values);
    // A shorter period anonymises appeals at the job's next run, for good: say how many first.
    setChecking(true);
    try {
      const preview = await getRetentionPreview(values.retentionMonths);
      setPending({ values, count: preview.count, capped: preview.capped });
    } catch (error) {
      failed(error);
    } finally {
      setChecking(false);
    }
  });

  const confirm = async () => {
    if (!pending) return;
    await store(pending.values);
    setPending(null);
  };
  const cancel = () => {
    resetField('retentionMonths');
    setPending(null);
  };

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
          <Button type="submit" loading={save.isPending || checking} disabled={!formState.isDirty}>
            Зберегти налаштування
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title="Скоротити строк зберігання?"
        message={
          pending && (
            <>
              Новий строк — {pending.values.retentionMonths} міс. (зараз {settings.retentionMonths} міс.). Виконаних звернень, персональні дані яких буде
              знеособлено найближчим часом (знеособлення запускається щопівгодини): <strong>{pending.capped ? `понад ${pending.count}` : pending.count}</strong>
              . Повернути ці дані буде неможливо.
            </>
          )
        }
        confirmLabel="Так, зберегти"
        cancelLabel="Скасувати"
        busy={save.isPending}
        onConfirm={() => void confirm()}
        onCancel={cancel}
      />
      <InfoPopup open={outcome !== null} kind={outcome?.kind ?? 'error'} message={outcome?.message} onClose={() => setOutcome(null)} />
    </>
  );
}
