import { splitAssistansType } from '@dosyt/core/assistance/assistance';
import { formatDate, formatTime } from '@dosyt/core/dates/dates';
import { formatPhoneDisplay, isMaskedPhone } from '@dosyt/core/phone/phone.rules';
import { MaskedPhone } from '../../../components/appeals/masked-phone';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import type { LatestAppeal } from '../api/get-latest-appeals';

export interface LatestAppealsProps {
  appeals: readonly LatestAppeal[] | undefined;
  loading: boolean;
}

/** The latest appeals of the month as cards (ADMIN). */
export function LatestAppeals({ appeals, loading }: LatestAppealsProps) {
  return (
    <section aria-labelledby="latest-appeals-title" className="flex flex-col gap-3">
      <h2 id="latest-appeals-title" className="text-lg font-semibold text-slate-900">
        Останні звернення
      </h2>
      {loading ? (
        <Spinner />
      ) : !appeals?.length ? (
        <p className="text-sm text-slate-600">Звернень за цей місяць немає</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {appeals.map((appeal) => (
            <li key={appeal.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="latest-appeal">
              <p className="font-semibold text-slate-900">{[appeal.name, appeal.last_name].filter(Boolean).join(' ')}</p>
              <p className="text-sm tabular-nums text-slate-700">
                {isMaskedPhone(appeal.phone) ? <MaskedPhone appealId={appeal.id} masked={appeal.phone} /> : formatPhoneDisplay(appeal.phone)}
              </p>
              <p className="flex gap-3 text-sm text-slate-600">
                <span>{formatDate(appeal.createdAt)}</span>
                <span>{formatTime(appeal.createdAt)}</span>
              </p>
              <ul className="flex flex-wrap gap-1">
                {splitAssistansType(appeal.assistans_type).map((type) => (
                  <li key={type} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                    {type}
                  </li>
                ))}
              </ul>
              <Link
                to={paths.admin.appealEdit.href(appeal.id)}
                className="mt-auto self-start text-sm font-medium text-brand-700 underline hover:text-brand-800"
              >
                Звернення №{appeal.id}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
