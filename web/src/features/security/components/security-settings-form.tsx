import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { InfoPopup, type InfoKind } from '../../../components/ui/info-popup';
import { isApiError } from '../../../lib/api-client';
import type { SecuritySettings } from '@dosyt/core/api/security-answers';
import { IDLE_MINUTES } from '@dosyt/core/user/idle.rules';
import { useUpdateSecuritySettings } from '../api/security-settings';

/** The idle logout time and whether everyone (not only admins) must use a second factor. */
export function SecuritySettingsForm({ settings }: { settings: SecuritySettings }) {
  const save = useUpdateSecuritySettings();
  const [idle, setIdle] = useState(String(settings.idleMinutes));
  const [everyone, setEveryone] = useState(settings.twoFactorForEveryone);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: InfoKind; message: string } | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const minutes = Number(idle);
    if (!Number.isInteger(minutes) || minutes < IDLE_MINUTES.min || minutes > IDLE_MINUTES.max) {
      setError(`Від ${IDLE_MINUTES.min} до ${IDLE_MINUTES.max} хвилин`);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ idleMinutes: minutes, twoFactorForEveryone: everyone });
      setOutcome({ kind: 'success', message: 'Налаштування збережено' });
    } catch (e) {
      setOutcome({ kind: 'error', message: isApiError(e) && e.message ? e.message : 'Сталася помилка. Спробуйте ще раз' });
    }
  };

  return (
    <>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <Field
          label="Автоматичний вихід після бездіяльності, хв."
          hint="Від 5 до 120 хвилин. За хвилину до виходу з’являється попередження."
          error={error ?? undefined}
        >
          {(aria) => (
            <Input
              {...aria}
              type="number"
              inputMode="numeric"
              min={IDLE_MINUTES.min}
              max={IDLE_MINUTES.max}
              step={1}
              value={idle}
              onChange={(e) => setIdle(e.target.value)}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={everyone} onChange={(e) => setEveryone(e.target.checked)} />
          Двофакторний вхід обов’язковий для всіх працівників (для адміністраторів — завжди)
        </label>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            Зберегти налаштування безпеки
          </Button>
        </div>
      </form>
      <InfoPopup open={outcome !== null} kind={outcome?.kind ?? 'error'} message={outcome?.message} onClose={() => setOutcome(null)} />
    </>
  );
}
