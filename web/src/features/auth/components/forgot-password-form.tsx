import { forgotPasswordSchema, type ForgotPasswordInput } from '@dosyt/core/user/credentials.schema';
import { AUTH_MESSAGES } from '@dosyt/core/user/user.messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form-resolver';
import { useRequestPasswordReset } from '../api/forgot-password';
import { FormNotice, type Notice } from './form-notice';

/** /forgot-password: the server mails a reset link if the address exists. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }, unknown, ForgotPasswordInput>({
    resolver: schemaResolver<{ email: string }, typeof forgotPasswordSchema>(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async (body) => {
    setNotice(null);
    try {
      const answer = await request.mutateAsync(body);
      setNotice({ kind: 'success', message: answer?.message || AUTH_MESSAGES.forgotSent });
    } catch (error) {
      setNotice({
        kind: 'error',
        message: isApiError(error) ? error.message || AUTH_MESSAGES.forgotFailed : AUTH_MESSAGES.forgotThrown,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">Вкажіть email, з яким ви реєструвалися. Ми надішлемо посилання для відновлення пароля.</p>
      <Field label="Email" error={formState.errors.email?.message} required>
        {(aria) => <Input {...aria} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
      </Field>
      <Button type="submit" loading={request.isPending} className="w-full">
        {request.isPending ? 'Надсилання...' : 'Надіслати'}
      </Button>
      <p className="text-xs text-slate-600">Якщо лист не надійшов протягом кількох хвилин, перевірте папку «Спам».</p>
      {notice && <FormNotice notice={notice} />}
      <Link to={paths.login.href()} className="text-center text-sm font-medium text-brand-700 hover:underline">
        Повернутися до входу
      </Link>
    </form>
  );
}
