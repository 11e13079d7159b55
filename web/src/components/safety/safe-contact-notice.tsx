import { RISK_BLOCK_TITLE, RISK_LEVEL_LABELS, RISK_QUESTIONS, type RiskAnswers, type RiskLevel } from '@dosyt/core/appeal/risk.rules';
import { safeContactLines, type SafeContact } from '@dosyt/core/appeal/safety.schema';
import { useId } from 'react';
import { RiskBadge } from './risk-badge';

/** The staff's heading of the block (the form asks the person "Як безпечно з вами зв'язатися"). */
export const SAFE_CONTACT_STAFF_TITLE = "Безпечний зв'язок — прочитайте перед дзвінком";

/**
 * The block staff cannot miss, placed before the phone number: how to reach the
 * person safely, and the risk level with the "yes" answers. Shown on the appeal, its
 * edit screen and the executor's record; never in any mail.
 */
export function SafeContactNotice({
  safeContact,
  riskLevel,
  riskAnswers,
}: {
  safeContact: SafeContact | null | undefined;
  riskLevel?: RiskLevel | null;
  riskAnswers?: RiskAnswers | null;
}) {
  const id = useId();
  const lines = safeContactLines(safeContact);
  const yes = RISK_QUESTIONS.filter((q) => riskAnswers?.[q.id] === true);
  if (lines.length === 0 && !riskLevel) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="safe-contact-notice"
      className="flex flex-col gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-sm text-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold text-red-900">
          {lines.length > 0 ? SAFE_CONTACT_STAFF_TITLE : RISK_BLOCK_TITLE}
        </h2>
        <RiskBadge level={riskLevel} showAll />
      </div>
      {lines.length > 0 ? (
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {lines.map((l) => (
            <div key={l.label} className="contents">
              <dt className="font-medium text-slate-700">{l.label}</dt>
              <dd className="font-semibold whitespace-pre-line">{l.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-slate-700">Особа не вказала, як безпечно з нею зв'язатися.</p>
      )}
      {riskLevel && (
        <div>
          <p className="font-medium">
            {RISK_BLOCK_TITLE}: рівень {RISK_LEVEL_LABELS[riskLevel]}
          </p>
          {yes.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {yes.map((q) => (
                <li key={q.id}>{q.label}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
