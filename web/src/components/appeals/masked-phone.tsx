import { formatPhoneDisplay, isMaskedPhone, phoneHref } from '@dosyt/core/phone/phone.rules';
import { useState } from 'react';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';

/**
 * A list's masked phone (`+38(067)***-**-63`) with "Показати": the whole number comes
 * from POST /api/appeals/{id}/phone, which records who revealed it and when.
 */
export function MaskedPhone({ appealId, masked, linkClassName }: { appealId: number; masked: string; linkClassName?: string }) {
  const [phone, setPhone] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  if (phone) {
    return (
      <a href={phoneHref(phone)} className={linkClassName} data-testid="revealed-phone">
        {formatPhoneDisplay(phone)}
      </a>
    );
  }
  const reveal = async (event: React.MouseEvent) => {
    // The row itself opens the appeal; this button only shows the number.
    event.stopPropagation();
    event.preventDefault();
    setState('busy');
    try {
      const answer = await api.post(paths.api.appeals.revealPhone(appealId));
      setPhone(answer.phone);
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2 whitespace-nowrap">
      <span className="text-slate-700" data-testid="masked-phone">
        {masked}
      </span>
      <button
        type="button"
        onClick={(event) => void reveal(event)}
        disabled={state === 'busy'}
        aria-label={`Показати телефон, звернення №${appealId}`}
        className="relative z-10 rounded text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        Показати
      </button>
      {state === 'failed' && (
        <span role="alert" className="text-xs text-rose-700">
          Не вдалося показати номер
        </span>
      )}
    </span>
  );
}

/** A list's phone: masked with 'Показати', or (an answer that still carries it whole) a tel: link. */
export function ListPhone({ appealId, phone, linkClassName }: { appealId: number; phone: string; linkClassName?: string }) {
  if (!phone) return null;
  if (isMaskedPhone(phone)) return <MaskedPhone appealId={appealId} masked={phone} linkClassName={linkClassName} />;
  return (
    <a href={phoneHref(phone)} className={linkClassName}>
      {formatPhoneDisplay(phone)}
    </a>
  );
}
