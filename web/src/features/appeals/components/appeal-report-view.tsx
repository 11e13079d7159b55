import { AGE_GROUPS, APPEAL_MESSAGES } from '@dosyt/core/appeal/appeal.schema';
import { splitAssistansType } from '@dosyt/core/assistance/assistance';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { formatPhoneDisplay } from '@dosyt/core/phone/phone.rules';
import { forwardRef } from 'react';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import type { AppealWithReports } from '../types';

/** 'До 3 років: 1, 7-14 років: 2' — the report shows counts per age group. */
export function agesText(ages: Record<string, number | undefined> | null | undefined): string {
  const parts = AGE_GROUPS.filter((g) => (ages?.[g.id] ?? 0) > 0).map((g) => `${g.label}: ${ages?.[g.id]}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

/**
 * The printable report of an appeal: the applicant, what was
 * asked, the children, the date, then each completion report. Report content is
 * HTML the server sanitised; it is cleaned again here before it is shown.
 */
export const AppealReportView = forwardRef<HTMLDivElement, { appeal: AppealWithReports }>(function AppealReportView({ appeal }, ref) {
  return (
    <div ref={ref} className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold text-slate-900">Звіт по зверненню №{appeal.id}</h1>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">Ім'я</dt>
        <dd>{appeal.name}</dd>
        <dt className="font-medium text-slate-600">Прізвище</dt>
        <dd>{appeal.last_name || '—'}</dd>
        <dt className="font-medium text-slate-600">Телефон</dt>
        <dd>{formatPhoneDisplay(appeal.phone)}</dd>
        <dt className="font-medium text-slate-600">Запит</dt>
        <dd>
          <ul>
            {splitAssistansType(appeal.assistans_type).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </dd>
        <dt className="font-medium text-slate-600">Кількість дітей</dt>
        <dd>{appeal.children_help ? appeal.children_count : 0}</dd>
        <dt className="font-medium text-slate-600">Вік дітей</dt>
        <dd>{appeal.children_help ? agesText(appeal.children_ages) : '—'}</dd>
        <dt className="font-medium text-slate-600">Дата звернення</dt>
        <dd>{formatDateTime(appeal.createdAt)}</dd>
      </dl>

      <section aria-labelledby="appeal-reports-title" className="flex flex-col gap-3">
        <h2 id="appeal-reports-title" className="text-lg font-semibold text-slate-900">
          Звіти
        </h2>
        {appeal.reports.length === 0 ? (
          <p className="text-sm text-slate-600">{APPEAL_MESSAGES.noReports}</p>
        ) : (
          appeal.reports.map((report) => (
            <article key={report.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm" data-testid="appeal-report">
              <div
                className="prose-sm break-words text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
                dangerouslySetInnerHTML={{ __html: sanitizeRichText(report.content) }}
              />
              <p className="mt-3 text-xs text-slate-600">
                <span className="font-medium text-slate-800">{report.author}</span>
                {report.responsability && <>, {report.responsability}</>}
                {' · '}
                <time dateTime={report.date}>{formatDateTime(report.date)}</time>
              </p>
            </article>
          ))
        )}
      </section>
    </div>
  );
});
