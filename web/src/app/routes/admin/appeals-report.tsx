import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { CloseLink } from '../../../components/layouts/list-page';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAppealReport } from '../../../features/appeals/api/get-appeal-report';
import { AppealReportView } from '../../../features/appeals/components/appeal-report-view';
import { printElement } from '../../../features/appeals/lib/print-window';
import { useLoadFailure } from '../../../lib/use-load-failure';

/** /admin/appeals/report/{id} (ADMIN): the printable report of an appeal. */
export function Component() {
  const { id = '' } = useParams();
  const report = useAppealReport(id);
  const printable = useRef<HTMLDivElement>(null);
  // A statusCode 500 on the report goes to /admin/not-found.
  useLoadFailure(report.error, { serverErrorToNotFound: true });

  if (report.isPending || !report.data) return <PageSpinner />;

  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <AppealReportView ref={printable} appeal={report.data} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <CloseLink to={paths.admin.appeals.href()} />
        <Button onClick={() => printable.current && printElement(printable.current, `Звіт по зверненню №${report.data.id}`)}>Друкувати</Button>
      </div>
    </section>
  );
}
