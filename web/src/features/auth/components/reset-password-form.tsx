import { resetPasswordSchema, type ResetPasswordInput } from '@dosyt/core/user/credentials.schema';
import { AUTH_MESSAGES, PASSWORD_REQUIREMENTS } from '@dosyt/core/user/user.messages';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { InfoPopup } from '../../../components/ui/info-popup';
import { PasswordStrengthMeter } from '../../../components/password-strength/password-strength-meter';
import { usePasswordStrength, weakPasswordMessage } from '../../../components/password-strength/use-password-strength';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form-resolver';
import { useResetPassword } from '../api/reset-password';
import { FormNotice, type Notice } from './form-notice';

/** After a successful reset the page moves on to /login. */
export const RESET_REDIRECT_MS = 2000;
const TOKEN_EXPIRED = 'Token expired';

interface ResetFormValues {
  email: string;
  token: string;
  newPassword: string;
  confirmPassword: string;
}

function errorLines(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors
    .map((e) => (typeof e === 'string' ? e : typeof (e as { message?: unknown })?.message === 'string' ? (e as { message: string }).message : ''))
    .filter(Boolean);
}

export interface ResetPasswordFormProps {
  /** From ?token=; without it the link is invalid. */
  token: string | null;
  onInvalidLinkClosed: () => void;
  onDone: () => void;
}

export function ResetPasswordForm({ token, onInvalidLinkClosed, onDone }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const { control, register, handleSubmit, setError, formState } = useForm<ResetFormValues, unknown, ResetPasswordInput>({
    resolver: schemaResolver<ResetFormValues, typeof resetPasswordSchema>(resetPasswordSchema),
    defaultValues: { email: '', token: token ?? '', newPassword: '', confirmPassword: '' },
  });
  const [newPassword, email] = useWatch({ control, name: ['newPassword', 'email'] });
  const strength = usePasswordStrength(newPassword, [email]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  const submit = handleSubmit(
    async (body) => {
      setNotice(null);
      const weak = await weakPasswordMessage(body.newPassword, [body.email]);
      if (weak) {
        setError('newPassword', { message: weak }, { shouldFocus: true });
        return;
      }
      try {
        const answer = await reset.mutateAsync(body);
        setNotice({ kind: 'success', message: answer?.message || AUTH_MESSAGES.resetDone });
        setDone(true);
      } catch (error) {
        if (!isApiError(error)) {
          setNotice({ kind: 'error', message: AUTH_MESSAGES.resetFailed });
          return;
        }
        const lines = errorLines(error.errors);
        if (error.message === TOKEN_EXPIRED) {
          setNotice({
            kind: 'error',
            message: (
              <>
                Термін дії посилання минув.{' '}
                <Link to={paths.forgotPassword.href()} className="font-medium underline">
                  Надіслати новий запит
                </Link>
              </>
            ),
          });
        } else if (lines.length > 0) {
          setNotice({ kind: 'error', message: [AUTH_MESSAGES.resetValidation, ...lines].join('\n') });
        } else {
          setNotice({ kind: 'error', message: error.message || AUTH_MESSAGES.resetFailed });
        }
      }
    },
    (errors) => {
      // A missing token is not a field the person can fix: say so where they will see it.
      if (errors.token?.message) setNotice({ kind: 'error', message: errors.token.message });
    },
  );

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <input type="hidden" {...register('token')} />
        <Field label="Email" error={formState.errors.email?.message} required>
          {(aria) => <Input {...aria} type="email" autoComplete="username" inputMode="email" {...register('email')} />}
        </Field>
        <Field label="Новий пароль" error={formState.errors.newPassword?.message} required>
          {(aria) => <PasswordInput {...aria} autoComplete="new-password" onFocus={strength.load} {...register('newPassword')} />}
        </Field>
        <PasswordStrengthMeter estimate={strength.result} />
        <Field label="Підтвердіть пароль" error={formState.errors.confirmPassword?.message} required>
          {(aria) => <PasswordInput {...aria} autoComplete="new-password" {...register('confirmPassword')} />}
        </Field>
        <details className="rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-700">
          <summary className="cursor-pointer font-medium">Вимоги до пароля</summary>
          <ul className="mt-2 list-disc pl-5">
            {PASSWORD_REQUIREMENTS.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </details>
        <Button type="submit" loading={reset.isPending} disabled={done} className="w-full">
          {reset.isPending ? 'Збереження...' : done ? 'Пароль змінено' : 'Змінити пароль'}
        </Button>
        {notice && <FormNotice notice={notice} />}
        <Link to={paths.login.href()} className="text-center text-sm font-medium text-brand-700 hover:underline">
          Повернутися до входу
        </Link>
      </form>
      <InfoPopup open={!token} kind="error" message={AUTH_MESSAGES.resetLinkInvalid} onClose={onInvalidLinkClosed} />
    </>
  );
}
