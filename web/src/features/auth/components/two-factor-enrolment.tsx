import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { QrCode } from './qr-code';
import { RecoveryCodeList } from './recovery-code-list';
import type { EnrolmentKey } from '@dosyt/core/api/security-answers';
import { confirmEnrolment, signInEnrolled, startEnrolment } from '../api/enrolment';

export interface TwoFactorEnrolmentProps {
  challenge: string;
  /** The sign-in is complete: the new access token. */
  onSignedIn: (token: string) => void;
  onRestart: () => void;
}

/**
 * Enrolment during sign-in (issue 20): scan the code or type the key, confirm with
 * a code from the app, then the ten recovery codes, shown this once.
 */
export default function TwoFactorEnrolment({ challenge, onSignedIn, onRestart }: TwoFactorEnrolmentProps) {
  const [key, setKey] = useState<EnrolmentKey | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    startEnrolment(challenge).then(setKey, (e: unknown) => setError(isApiError(e) ? e.message : 'Не вдалося отримати ключ'));
  }, [challenge]);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setRecoveryCodes((await confirmEnrolment(challenge, code.trim())).recoveryCodes);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Сталася помилка. Спробуйте ще раз');
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    setBusy(true);
    try {
      onSignedIn((await signInEnrolled(challenge)).token);
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Сталася помилка. Спробуйте ще раз');
      setBusy(false);
    }
  };

  if (recoveryCodes) {
    return (
      <section className="flex flex-col gap-4" aria-labelledby="recovery-title">
        <h2 id="recovery-title" className="text-lg font-semibold">
          Коди відновлення
        </h2>
        <p className="text-sm text-slate-700">
          Збережіть ці коди в надійному місці. Кожен код можна використати один раз, якщо телефону немає під рукою. Більше вони не
          показуватимуться.
        </p>
        <RecoveryCodeList codes={recoveryCodes} />
        {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
        <Button type="button" loading={busy} onClick={() => void finish()}>
          Я зберіг(ла) коди — продовжити
        </Button>
      </section>
    );
  }

  return (
    <form onSubmit={(e) => void confirm(e)} noValidate className="flex flex-col gap-4" aria-labelledby="enrol-title">
      <h2 id="enrol-title" className="text-lg font-semibold">
        Налаштування двофакторного входу
      </h2>
      <p className="text-sm text-slate-700">
        Для вашого облікового запису потрібен другий фактор. Відскануйте QR-код застосунком автентифікації (наприклад, Google Authenticator
        або Authy) або введіть ключ вручну, потім введіть шестизначний код із застосунку.
      </p>
      {key ? (
        <>
          <div className="flex justify-center">
            <QrCode uri={key.uri} />
          </div>
          <p className="text-sm">
            Ключ для ручного введення: <code data-testid="totp-secret" className="break-all font-mono">{key.secret}</code>
          </p>
        </>
      ) : (
        !error && <p className="text-sm text-slate-500">Отримуємо ключ…</p>
      )}
      <Field label="Код із застосунку" error={error ?? undefined} required>
        {(aria) => (
          <Input {...aria} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
        )}
      </Field>
      <Button type="submit" loading={busy} disabled={!key}>
        Підтвердити
      </Button>
      <button type="button" className="text-sm text-brand-700 hover:underline" onClick={onRestart}>
        Почати вхід знову
      </button>
    </form>
  );
}
