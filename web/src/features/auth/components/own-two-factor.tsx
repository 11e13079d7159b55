import type { EnrolmentKey } from '@dosyt/core/api/security-answers';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useConfirmOwnEnrolment, useDisableOwnTwoFactor, useOwnTwoFactor, useStartOwnEnrolment } from '../api/own-two-factor';
import { EnrolmentKeyView, RecoveryCodesStep, TotpCodeField } from './enrolment-steps';

const failure = (e: unknown) => (isApiError(e) && e.message ? e.message : 'Сталася помилка. Спробуйте ще раз');

/** Turning one's own second factor on: the key (QR code and text), a code to confirm, the recovery codes once. */
function Enrol({ onStarted, onDone }: { onStarted: () => void; onDone: () => void }) {
  const start = useStartOwnEnrolment();
  const confirm = useConfirmOwnEnrolment();
  const [key, setKey] = useState<EnrolmentKey | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (codes) {
    return <RecoveryCodesStep codes={codes} titleId="own-recovery-title" titleLevel="h3" continueLabel="Я зберіг(ла) коди" onContinue={onDone} />;
  }

  if (!key) {
    return (
      <div className="flex flex-col gap-3">
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button
          type="button"
          loading={start.isPending}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: (answer) => {
                setKey(answer);
                onStarted();
              },
              onError: (e) => setError(failure(e)),
            })
          }
        >
          Увімкнути двофакторний вхід
        </Button>
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    confirm.mutate(code.trim(), { onSuccess: (answer) => setCodes(answer.recoveryCodes), onError: (e) => setError(failure(e)) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Відскануйте QR-код застосунком автентифікації (наприклад, Google Authenticator або Authy) або введіть ключ вручну, потім введіть шестизначний код із
        застосунку.
      </p>
      <EnrolmentKeyView enrolmentKey={key} />
      <TotpCodeField label="Код із застосунку" value={code} onChange={setCode} error={error} />
      <Button type="submit" loading={confirm.isPending}>
        Підтвердити
      </Button>
    </form>
  );
}

/** Turning one's own second factor off, with a current code (or a recovery code); only where it is not required. */
function Disable() {
  const disable = useDisableOwnTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    disable.mutate(code.trim(), { onError: (e) => setError(failure(e)) });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TotpCodeField label="Код із застосунку, щоб вимкнути" value={code} onChange={setCode} error={error} />
      <Button type="submit" variant="secondary" loading={disable.isPending}>
        Вимкнути двофакторний вхід
      </Button>
    </form>
  );
}

/**
 * The person's own second factor: optional for USER and OBSERVER, required for
 * admins in the cloud and for everyone when the security setting says so.
 */
export function OwnTwoFactor() {
  const status = useOwnTwoFactor();
  // From the new key until the recovery codes were seen: the refreshed status must not hide them.
  const [enrolling, setEnrolling] = useState(false);

  if (status.isPending) return <PageSpinner />;
  if (status.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {failure(status.error)}
      </p>
    );
  }
  const { enabled, required, recoveryCodesLeft, recoveryCodeCount } = status.data;

  if (enabled && !enrolling) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-800">
          <strong>Двофакторний вхід увімкнено.</strong> Невикористаних кодів відновлення: {recoveryCodesLeft} з {recoveryCodeCount}.
        </p>
        {required ? (
          <p className="text-sm text-slate-700">Для вашого облікового запису він обов’язковий. Якщо телефон втрачено, зверніться до адміністратора.</p>
        ) : (
          <Disable />
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {!enrolling && (
        <p className="text-sm text-slate-800">Двофакторний вхід вимкнено. Після пароля вхід потребуватиме шестизначного коду із застосунку на телефоні.</p>
      )}
      <Enrol onStarted={() => setEnrolling(true)} onDone={() => setEnrolling(false)} />
    </div>
  );
}
