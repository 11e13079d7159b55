import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { EnrolmentKeyView, RecoveryCodesStep, TotpCodeField } from './enrolment-steps';
import type { EnrolmentKey } from '@dosyt/core/api/security-answers';
import { confirmEnrolment, signInEnrolled, startEnrolment } from '../api/enrolment';

export interface TwoFactorEnrolmentProps {
  challenge: string;
  /** The sign-in is complete: the new access token. */
  onSignedIn: (token: string) => void;
  onRestart: () => void;
}

/**
 * Enrolment during sign-in: scan the code or type the key, confirm with
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
      <RecoveryCodesStep
        codes={recoveryCodes}
        titleId="recovery-title"
        titleLevel="h2"
        continueLabel="Я зберіг(ла) коди — продовжити"
        onContinue={() => void finish()}
        busy={busy}
        error={error}
      />
    );
  }

  return (
    <form onSubmit={(e) => void confirm(e)} noValidate className="flex flex-col gap-4" aria-labelledby="enrol-title">
      <h2 id="enrol-title" className="text-lg font-semibold">
        Налаштування двофакторного входу
      </h2>
      <p className="text-sm text-slate-700">
        Для вашого облікового запису потрібен другий фактор. Відскануйте QR-код застосунком автентифікації (наприклад, Google Authenticator або Authy) або
        введіть ключ вручну, потім введіть шестизначний код із застосунку.
      </p>
      {key ? <EnrolmentKeyView enrolmentKey={key} /> : !error && <p className="text-sm text-slate-500">Отримуємо ключ…</p>}
      <TotpCodeField label="Код із застосунку" value={code} onChange={setCode} error={error} />
      <Button type="submit" loading={busy} disabled={!key}>
        Підтвердити
      </Button>
      <button type="button" className="text-sm text-brand-700 hover:underline" onClick={onRestart}>
        Почати вхід знову
      </button>
    </form>
  );
}
