import type { Role } from '@dosyt/core/access/roles';
import { loginSchema } from '@dosyt/core/user/credentials.schema';
import { AUTH_MESSAGES } from '@dosyt/core/user/user.messages';
import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { InfoPopup } from '../../../components/ui/info-popup';
import { PasswordInput } from '../../../components/ui/password-input';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { AppLink } from '../../../lib/site-nav';
import { noteSignIn } from '../../../lib/use-idle-timeout';
import { login, loginWithCode } from '../api/login';

/** Only those who must set a second factor up load the enrolment screen (and its QR code). */
const TwoFactorEnrolment = lazy(() => import('./two-factor-enrolment'));

type SecondStep = { kind: 'code' | 'enrol'; challenge: string };

/** The server's English refusal, shown in Ukrainian. */
const SERVER_LOGIN_REFUSAL = 'Invalid email or access denied';
const GENERIC_FAILURE = 'Сталася помилка. Спробуйте ще раз';

export function loginFailureMessage(message: string | undefined): string {
  if (!message) return GENERIC_FAILURE;
  return message === SERVER_LOGIN_REFUSAL ? AUTH_MESSAGES.loginFailed : message;
}

type LoginField = 'email' | 'password';
type LoginErrors = Partial<Record<LoginField, string>>;

/** The schema's first message for each field. */
function validate(values: Record<LoginField, string>): LoginErrors {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The code step after the password: six digits from the app, or a recovery code. */
function CodeStep({ challenge, onSignedIn, onRestart }: { challenge: string; onSignedIn: (token: string) => void; onRestart: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Введіть код');
    setBusy(true);
    setError(undefined);
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
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">Введіть шестизначний код із застосунку автентифікації або один із кодів відновлення.</p>
      <Field label="Код підтвердження" error={error} required>
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

export interface LoginFormProps {
  /** Called with the new session's roles once the token is stored. */
  onSuccess: (roles: Role[]) => void;
}

/**
 * Email and password; failures in a modal with an error icon. Two fields need no
 * form library: the page is the sign-in's first load, kept light. As
 * before, fields are checked on submit, then again as they change, and the first
 * wrong field takes the focus.
 */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };
  /** What an input of the form is bound by: its ref for the focus, its name, value and changes. */
  const bind = (field: LoginField) => ({
    ref: inputs[field],
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
  });

  const signedIn = (token: string) => {
    noteSignIn();
    session.setToken(token);
    onSuccess(session.getUser().userRoles);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const firstWrong = (['email', 'password'] as const).find((field) => found[field]);
    if (firstWrong) {
      inputs[firstWrong].current?.focus();
      return;
    }
    setPending(true);
    try {
      const answer = await login(loginSchema.parse(values));
      if (answer?.challenge && (answer.twoFactorRequired || answer.twoFactorEnrolmentRequired)) {
        setSecondStep({ kind: answer.twoFactorRequired ? 'code' : 'enrol', challenge: answer.challenge });
        return;
      }
      if (!answer?.token) {
        setFailure(loginFailureMessage(answer?.message));
        return;
      }
      signedIn(answer.token);
    } catch (error) {
      setFailure(isApiError(error) ? loginFailureMessage(error.message) : GENERIC_FAILURE);
    } finally {
      setPending(false);
    }
  };

  const restart = () => {
    setSecondStep(null);
    setValues((v) => ({ ...v, password: '' }));
  };

  if (secondStep?.kind === 'code') return <CodeStep challenge={secondStep.challenge} onSignedIn={signedIn} onRestart={restart} />;
  if (secondStep?.kind === 'enrol') {
    return (
      <Suspense fallback={<p className="text-sm text-slate-500">Завантаження…</p>}>
        <TwoFactorEnrolment challenge={secondStep.challenge} onSignedIn={signedIn} onRestart={restart} />
      </Suspense>
    );
  }

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <Field label="Email" error={errors.email} required>
          {(aria) => <Input {...aria} {...bind('email')} type="email" autoComplete="username" inputMode="email" />}
        </Field>
        <Field label="Пароль" error={errors.password} required>
          {(aria) => <PasswordInput {...aria} {...bind('password')} autoComplete="current-password" />}
        </Field>
        <div className="flex justify-end">
          <AppLink to={paths.forgotPassword.href()} className="inline-flex min-h-6 items-center text-sm text-brand-700 hover:underline">
            Забули пароль?
          </AppLink>
        </div>
        <Button type="submit" loading={pending} className="w-full">
          Увійти
        </Button>
        <p className="text-center text-sm text-slate-600">
          Немає облікового запису?{' '}
          <AppLink to={paths.register.href()} className="font-medium text-brand-700 hover:underline">
            Зареєструватися
          </AppLink>
        </p>
      </form>
      <InfoPopup open={failure !== null} kind="error" message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
