import { APPEAL_MESSAGES, type AppealFormMode } from '@dosyt/core/appeal/appeal.schema';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Outcome } from '../../../components/form/outcome-popup';
import { isApiError } from '../../../lib/api-client';
import { checkResolver } from '../../../lib/form-resolver';
import { saveFailure } from '../../../lib/save-failure';
import { session } from '../../../lib/session';
import { useCreateAppeal } from '../api/create-appeal';
import { useRequestTypes } from '../api/get-request-types';
import { FollowUpCodeNote } from '../components/follow-up-code-note';
import {
  buildAppealBody,
  checkAppealForm,
  emptyAppealForm,
  newIdempotencyKey,
  serverFieldErrors,
  type AppealFormResult,
  type AppealFormState,
} from '../lib/appeal-form-values';

/** Admin add: the list opens 2.5 s after the success message. */
const ADMIN_REDIRECT_MS = 2500;

export type AppealOutcome = Outcome & { saved?: boolean; invalid?: boolean };

/** The first control marked invalid (a group's first input), in page order. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = marked?.matches('input, select, textarea') ? marked : marked?.querySelector<HTMLElement>('input:not([disabled]), select, textarea');
  target?.focus();
}

/**
 * The appeal form's state and its sending: one idempotency key per fill (a double
 * click or a retry creates one appeal), the honeypot's value, the server's field
 * messages put on the fields, and the outcome the popup shows.
 */
export function useAppealSubmission(mode: AppealFormMode, onSaved?: () => void) {
  const types = useRequestTypes();
  const create = useCreateAppeal();
  const idempotencyKey = useRef(newIdempotencyKey());
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<AppealOutcome | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const form = useForm<AppealFormState, unknown, AppealFormResult>({
    resolver: checkResolver((values) => checkAppealForm(values, mode)),
    defaultValues: emptyAppealForm(),
    // Focus goes to the first wrong field once the message is closed (see closeOutcome), not under the open dialog.
    shouldFocusError: false,
  });
  const { handleSubmit, getValues, reset, setError } = form;

  /** A new fill: empty fields, a new idempotency key. */
  const clearForm = () => {
    reset(emptyAppealForm());
    idempotencyKey.current = newIdempotencyKey();
    if (honeypot.current) honeypot.current.value = '';
  };

  const send = async (output: AppealFormResult) => {
    const body = buildAppealBody(output, mode, { types: types.data ?? [], idempotencyKey: idempotencyKey.current, honeypot: honeypot.current?.value });
    let followUpCode: string | undefined;
    try {
      // Staff send their token (no rate limit for them); the public form never does.
      ({ followUpCode } = await create.mutateAsync({ body, withToken: mode === 'admin' || (mode === 'call-center' && session.getToken() !== null) }));
    } catch (error) {
      const named = isApiError(error) && typeof error.errors === 'object' && error.errors !== null;
      if (named) for (const [field, message] of serverFieldErrors(error.errors)) setError(field, { type: 'server', message });
      // A person must know the appeal did not go, and why when the server says.
      setOutcome({ kind: 'error', message: saveFailure(error).message, invalid: named });
      return;
    }
    if (mode === 'admin') {
      setOutcome({ kind: 'success', message: APPEAL_MESSAGES.createdByAdmin, saved: true });
      redirectTimer.current = setTimeout(() => onSaved?.(), ADMIN_REDIRECT_MS);
      return;
    }
    clearForm();
    // The code is in this answer only; the call-centre worker reads it out to the caller.
    const message = followUpCode ? (
      <>
        {APPEAL_MESSAGES.created}
        <FollowUpCodeNote code={followUpCode} />
      </>
    ) : (
      APPEAL_MESSAGES.created
    );
    setOutcome({ kind: 'success', message });
  };

  const submit = handleSubmit(send, () => {
    const check = checkAppealForm(getValues(), mode);
    if (!check.success) setOutcome({ kind: 'error', message: check.summary, invalid: true });
  });

  const closeOutcome = ({ saved, invalid }: AppealOutcome) => {
    setOutcome(null);
    if (saved) {
      clearTimeout(redirectTimer.current);
      onSaved?.();
    }
    // After the dialog has given focus back, move it to the first field to fix.
    if (invalid) setTimeout(() => focusFirstInvalid(formRef.current));
  };

  return { form, types, honeypot, formRef, outcome, submit, clearForm, closeOutcome, pending: create.isPending };
}
