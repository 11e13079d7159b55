import { AGREEMENT_MESSAGE } from '@dosyt/core/appeal/appeal.schema';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import type { AppealFormState } from '../lib/appeal-form-values';

/**
 * The consent follows what she said about calls: after 'Ні, лише повідомлення' it
 * promises no call.
 */
function agreementText(canCall: boolean | undefined): string {
  const contact = canCall === false ? "зі мною зв'яжуться лише повідомленням, без дзвінка" : 'мені зателефонують';
  return `Я погоджуюся на обробку наданої інформації фахівцями, які допомагатимуть мені, і розумію, що ${contact}.`;
}

/** The consent checkbox; its message shows once she has tried to send, not on a form she has not touched yet. */
export function AgreementField() {
  const hintId = `${useId()}-agreement-hint`;
  const { control, formState } = useFormContext<AppealFormState>();
  const safeContact = useWatch({ control, name: 'safe_contact' });
  const missing = Boolean(formState.errors.agreement);
  return (
    <Controller
      control={control}
      name="agreement"
      render={({ field }) => (
        <div className="flex flex-col gap-1">
          <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
            <Checkbox
              className="mt-0.5"
              ref={field.ref}
              checked={field.value}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? hintId : undefined}
              onChange={(event) => field.onChange(event.target.checked)}
            />
            <span>{agreementText(safeContact?.canCall)}</span>
          </label>
          {missing && (
            <p id={hintId} className="text-xs font-medium text-rose-700">
              {AGREEMENT_MESSAGE}
            </p>
          )}
        </div>
      )}
    />
  );
}
