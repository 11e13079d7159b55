import { APPEAL_FIELD_LABELS, type AppealFormMode } from '@dosyt/core/appeal/appeal.schema';
import { Controller, FormProvider } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormField } from '../../../components/form/form-field';
import { OutcomePopup } from '../../../components/form/outcome-popup';
import { Button } from '../../../components/ui/button';
import { useAppealSubmission } from '../hooks/use-appeal-submission';
import { AgreementField } from './agreement-field';
import { DescriptionTextarea } from './description-textarea';
import { HoneypotField } from './honeypot-field';
import { PersonFields, type PlaceSlots } from './person-fields';
import { RequestTypesField } from './request-types-field';
import { RiskScreeningBlock } from './risk-screening-block';
import { SafeContactBlock } from './safe-contact-block';

export const SUBMIT_SLOGAN = 'Досить мовчати — надіслати звернення';

export interface AppealFormProps extends PlaceSlots {
  mode: AppealFormMode;
  /** Admin add: 'Скасувати'. */
  onCancel?: () => void;
  /** Admin add: runs 2.5 s after the success message. */
  onSaved?: () => void;
}

/**
 * The appeal form (public /help-form, call-centre /call-center and
 * admin /admin/appeal-add). Everything stays in memory: no browser storage, and
 * autofill is off on personal fields. One idempotency key per fill makes a double
 * click or a retry create one appeal; a hidden honeypot field catches bots.
 */
export function AppealForm({ mode, renderRegion, renderCommunity, onCancel, onSaved }: AppealFormProps) {
  const { form, types, honeypot, formRef, outcome, submit, clearForm, closeOutcome, pending } = useAppealSubmission(mode, onSaved);
  const { control } = form;
  return (
    <>
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={submit} noValidate autoComplete="off" className="flex flex-col gap-6" aria-busy={pending || undefined}>
          <PersonFields mode={mode} renderRegion={renderRegion} renderCommunity={renderCommunity} />
          <RequestTypesField types={types} />
          <FormField
            control={control}
            name="description"
            label={APPEAL_FIELD_LABELS.description}
            required
            hint="Коротко опишіть, що сталося і якої допомоги ви потребуєте."
          >
            {(field, aria) => (
              <DescriptionTextarea {...aria} name={field.name} textareaRef={field.ref} value={field.value} onBlur={field.onBlur} onChange={field.onChange} />
            )}
          </FormField>
          <Controller
            control={control}
            name="safe_contact"
            render={({ field, fieldState }) => <SafeContactBlock value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
          />
          <Controller control={control} name="risk_answers" render={({ field }) => <RiskScreeningBlock value={field.value} onChange={field.onChange} />} />
          <HoneypotField inputRef={honeypot} />
          <AgreementField />
          <FormActions>
            {onCancel && (
              <Button variant="secondary" onClick={onCancel}>
                Скасувати
              </Button>
            )}
            <Button variant="secondary" onClick={clearForm} disabled={pending}>
              Очистити форму
            </Button>
            <Button type="submit" loading={pending}>
              {mode === 'admin' ? 'Зберегти' : SUBMIT_SLOGAN}
            </Button>
          </FormActions>
        </form>
      </FormProvider>
      <OutcomePopup outcome={outcome} onClose={closeOutcome} />
    </>
  );
}
