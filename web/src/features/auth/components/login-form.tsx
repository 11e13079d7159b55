import type { Role } from '@dosyt/core/access/roles';
import { AUTH_MESSAGES, loginSchema, type LoginInput } from '@dosyt/core/user/user.schema';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { InfoPopup } from '../../../components/ui/info-popup';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { schemaResolver } from '../../../lib/form-resolver';
import { session } from '../../../lib/session';
import { loginWithCode, useLogin } from '../api/login';

/** Only those who must set a second factor up load the enrolment screen (and its QR code). */
const TwoFactorEnrolment = lazy(() => import('./two-factor-enrolment'));

type SecondStep = { kind: 'code' | 'enrol'; challenge: string };

/** The code step after the password (issue 20): six digits from the app, or a recovery code. */
function CodeStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: (token: string) => void; onRestart: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Введіть код');
    setBusy(true);
    setError(null);
    try {
      const answer = await loginWithCode({ challenge, code: code.trim() });
      if (answer?.token) onSignedIn(answer.token);
      else setError(GENERIC_FAILURE);
    } catch (e) {
      setError(isApiError(e) ? e.message : GENERIC_FAILURE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">Введіть шестизначний код із застосунку автентифікації або один із кодів відновлення.</p>
      <Field label="Код підтвердження" error={error ?? undefined} required>
        {(aria) => <Input {...aria} autoComplete="one-time-code" autoFocus maxLength={20} value={code} onChange={(e) => setCode(e.target.value)} />}
      </Field>
      <Button type="submit" loading={busy} className="w-full">
        Підтвердити
      </Button>
      <button type="button" className="text-sm text-brand-700 hover:underline" onClick={onRestart}>
        Увійти з іншим обліковим записом
      </button>
    </form>
  );
}

/** The server's English refusal, shown in Ukrainian (spec part 2 section 8). */
const SERVER_LOGIN_REFUSAL = 'Invalid email or access denied';
const GENERIC_FAILURE = 'Сталася помилка. Спробуйте ще раз';

export function loginFailureMessage(message: string | undefined): string {
  if (!message) return GENERIC_FAILURE;
  return message === SERVER_LOGIN_REFUSAL ? AUTH_MESSAGES.loginFailed : message;
}

interface LoginFormValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  /** Called with the new session's roles once the token is stored. */
  onSuccess: (roles: Role[]) => void;
}

/** Email and password; failures in a modal with an error icon. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: schemaResolver<LoginFormValues, typeof loginSchema>(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await login.mutateAsync(body);
      if (answer?.challenge && (answer.twoFactorRequired || answer.twoFactorEnrolmentRequired)) {
        setSecondStep({ kind: answer.twoFactorRequired ? 'code' : 'enrol', challenge: answer.challenge });
        return;
      }
      if (!answer?.token) {
        setFailure(loginFailureMessage(answer?.message));
        return;
      }
      session.setToken(answer.token);
      onSuccess(session.getUser().userRoles);
    } catch (error) {
      setFailure(isApiError(error) ? loginFailureMessage(error.message) : GENERIC_FAILURE);
    }
  });

  const signedIn = (token: string) => {
    session.setToken(token);
    onSuccess(session.getUser().userRoles);
  };

  if (secondStep?.kind === 'code') return <CodeStep challenge={secondStep.challenge} onSignedIn={signedIn} onRestart={() => setSecondStep(null)} />;
  if (secondStep?.kind === 'enrol') {
    return (
      <Suspense fallback={<p className="text-sm text-slate-500">Завантаження…</p>}>
        <TwoFactorEnrolment challenge={secondStep.challenge} onSignedIn={signedIn} onRestart={() => setSecondStep(null)} />
      </Suspense>
    );
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Email" error={formState.errors.email?.message} required>
          {(aria) => <Input {...aria} type="email" autoComplete="username" inputMode="email" {...register('email')} />}
        </Field>
        <Field label="Пароль" error={formState.errors.password?.message} required>
          {(aria) => <PasswordInput {...aria} autoComplete="current-password" {...register('password')} />}
        </Field>
        <div className="flex justify-end">
          <Link to={paths.forgotPassword.href()} className="text-sm text-brand-700 hover:underline">
            Забули пароль?
          </Link>
        </div>
        <Button type="submit" loading={login.isPending} className="w-full">
          Увійти
        </Button>
        <p className="text-center text-sm text-slate-600">
          Немає облікового запису?{' '}
          <Link to={paths.register.href()} className="font-medium text-brand-700 hover:underline">
            Зареєструватися
          </Link>
        </p>
      </form>
      <InfoPopup open={failure !== null} kind="error" message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
