import type { EnrolmentKey } from '@dosyt/core/api/security-answers';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { QrCode } from './qr-code';
import { RecoveryCodeList } from './recovery-code-list';

/**
 * The steps an enrolment shares, during sign-in (two-factor-enrolment.tsx) and in
 * one's own settings (own-two-factor.tsx): the key, the code that confirms it and
 * the recovery codes shown once.
 */

/** A six-digit code from the authenticator app (or a recovery code). */
export function TotpCodeField({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error: string | null }) {
  return (
    <Field label={label} error={error ?? undefined} required>
      {(aria) => <Input {...aria} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** The new key: its QR code for the app, and the text for typing it in by hand. */
export function EnrolmentKeyView({ enrolmentKey }: { enrolmentKey: EnrolmentKey }) {
  return (
    <>
      <div className="flex justify-center">
        <QrCode uri={enrolmentKey.uri} />
      </div>
      <p className="text-sm">
        Ключ для ручного введення:{' '}
        <code data-testid="totp-secret" className="break-all font-mono">
          {enrolmentKey.secret}
        </code>
      </p>
    </>
  );
}

export interface RecoveryCodesStepProps {
  codes: string[];
  /** The heading's id and level where the step stands (a page section or a settings panel). */
  titleId: string;
  titleLevel: 'h2' | 'h3';
  continueLabel: string;
  onContinue: () => void;
  busy?: boolean;
  error?: string | null;
}

/** The ten recovery codes, shown this once, and the way on once they are saved. */
export function RecoveryCodesStep({ codes, titleId, titleLevel: Title, continueLabel, onContinue, busy, error }: RecoveryCodesStepProps) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <Title id={titleId} className={Title === 'h2' ? 'text-lg font-semibold' : 'font-semibold'}>
        Коди відновлення
      </Title>
      <p className="text-sm text-slate-700">
        Збережіть ці коди в надійному місці. Кожен код можна використати один раз, якщо телефону немає під рукою. Більше вони не показуватимуться.
      </p>
      <RecoveryCodeList codes={codes} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="button" loading={busy} onClick={onContinue}>
        {continueLabel}
      </Button>
    </section>
  );
}
