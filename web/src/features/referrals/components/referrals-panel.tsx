import { formatDateTime } from '@dosyt/core/dates/dates';
import { REFERRAL_LINK_DAYS, REFERRAL_SHARES, referralStatusLabel, serviceKindLabel, type ReferralStatus } from '@dosyt/core/referral/referral';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InfoPopup } from '../../../components/ui/info-popup';
import { cn } from '../../../components/ui/cn';
import { useAppealReferrals } from '../api/referrals';
import type { ReferralView } from '../types';

/** The dialog (its form library and schema) loads when it is first opened, not with the record. */
const ReferralDialog = lazy(() => import('./referral-dialog').then((m) => ({ default: m.ReferralDialog })));

const STATUS_TONE: Record<ReferralStatus, string> = {
  sent: 'bg-sky-100 text-sky-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-emerald-700 text-white',
  declined: 'bg-rose-100 text-rose-900',
  expired: 'bg-amber-100 text-amber-900',
  closed: 'bg-slate-200 text-slate-800',
};

const shareLabel = (share: string) => REFERRAL_SHARES.find((s) => s.id === share)?.label ?? share;

function ReferralItem({ referral, onResend }: { referral: ReferralView; onResend?: (serviceId: string) => void }) {
  const service = referral.service;
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-3" data-testid="referral">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">{service ? service.name : 'Службу видалено'}</p>
        {service && <span className="text-sm text-slate-600">{serviceKindLabel(service.kind)}</span>}
        {service && !service.active && <span className="text-xs text-slate-600">(служба більше не працює)</span>}
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[referral.status])} data-testid="referral-status">
          {referralStatusLabel(referral.status)}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600">Згода</dt>
        <dd>
          записав(ла) {referral.consent.recordedBy}, {formatDateTime(referral.consent.recordedAt)}
        </dd>
        <dt className="text-slate-600">Передано</dt>
        <dd>{shareLabel(referral.share)}</dd>
        <dt className="text-slate-600">На сторінці «Стан звернення»</dt>
        <dd>{referral.tellPerson ? 'нейтральний рядок без назви служби' : 'нічого не показуємо'}</dd>
        {referral.note && (
          <>
            <dt className="text-slate-600">Примітка</dt>
            <dd className="whitespace-pre-line">{referral.note}</dd>
          </>
        )}
        {referral.status === 'sent' && (
          <>
            <dt className="text-slate-600">Посилання для служби</dt>
            <dd>діє до {formatDateTime(referral.linkExpiresAt)}</dd>
          </>
        )}
      </dl>
      {referral.status === 'declined' && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-900">Служба відхилила направлення. Запропонуйте людині іншу службу.</p>
      )}
      {referral.status === 'expired' && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-slate-900" data-testid="referral-expired">
          <p className="flex-1">
            Служба не відповіла за {REFERRAL_LINK_DAYS} днів, і посилання для неї збігло. Надішліть направлення знову (згоду людини підтвердіть ще раз) або
            оберіть іншу службу.
          </p>
          {onResend && service?.active && (
            <Button variant="secondary" onClick={() => onResend(referral.serviceId)}>
              Надіслати знову
            </Button>
          )}
        </div>
      )}
      <ol className="flex flex-col gap-1 border-l-2 border-slate-200 pl-3 text-sm" aria-label="Історія направлення">
        {referral.history.map((step, i) => (
          <li key={`${step.at}-${i}`} data-testid="referral-step">
            <span className="font-medium">{referralStatusLabel(step.status)}</span> · {formatDateTime(step.at)} · {step.by}
            {step.note && <span className="block whitespace-pre-line text-slate-700">{step.note}</span>}
          </li>
        ))}
      </ol>
    </li>
  );
}

/**
 * The appeal's referrals to partner services with their history, and 'Направити до
 * служби'. Mounted by the routes of the executor's record and the appeal page; the
 * server lets only ADMIN and the appeal's executors see or make them.
 */
export function ReferralsPanel({ appealId, canRefer = true, onChanged }: { appealId: number | string; canRefer?: boolean; onChanged?: () => void }) {
  const titleId = useId();
  const referrals = useAppealReferrals(appealId);
  /** The dialog: closed, open, or open for an expired referral's service ('Надіслати знову'). */
  const [open, setOpen] = useState<false | { serviceId: string }>(false);
  const [sent, setSent] = useState<string | null>(null);
  const rows = referrals.data ?? [];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6" data-testid="referrals-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Направлення до служб
        </h2>
        {canRefer && <Button onClick={() => setOpen({ serviceId: '' })}>Направити до служби</Button>}
      </div>
      {referrals.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          Не вдалося завантажити направлення.
        </p>
      ) : referrals.isPending ? null : rows.length === 0 ? (
        <p className="text-sm text-slate-700">Направлень ще немає.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((referral) => (
            <ReferralItem key={referral.id} referral={referral} onResend={canRefer ? (serviceId) => setOpen({ serviceId }) : undefined} />
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReferralDialog
            appealId={appealId}
            initialServiceId={open.serviceId}
            onClose={() => setOpen(false)}
            onSent={(name) => {
              setOpen(false);
              setSent(name);
              onChanged?.();
            }}
          />
        </Suspense>
      )}
      <InfoPopup
        open={sent !== null}
        kind="success"
        message={`Направлення надіслано${sent ? ` до служби «${sent}»` : ''}. Служба отримала листом посилання без персональних даних.`}
        onClose={() => setSent(null)}
      />
    </section>
  );
}
