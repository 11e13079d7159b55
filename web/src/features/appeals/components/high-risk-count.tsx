import { HIGH_RISK_BADGE } from '@dosyt/core/appeal/risk.rules';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useHighRiskAppeals } from '../api/get-high-risk-appeals';
import { loadedCount } from '../../../lib/use-notice-pages';

/** Top bar (ADMIN): how many open appeals are high-risk ('50+' past a page), linking to the list; hidden when none. */
export function HighRiskCount() {
  const list = useHighRiskAppeals();
  if (list.rows.length === 0) return null;
  // The first page's rows, '+' when more wait: the count is as far as a page reads.
  const count = loadedCount(list);
  return (
    <Link
      to={paths.admin.appeals.href()}
      data-testid="high-risk-count"
      // The name starts with the visible text (WCAG 2.5.3), then says what the number counts.
      aria-label={`${HIGH_RISK_BADGE}: ${count} відкритих звернень`}
      className="flex shrink-0 items-center gap-1 rounded-full bg-red-700 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-white hover:bg-red-800"
    >
      <span aria-hidden="true">⚠</span>
      {HIGH_RISK_BADGE}: {count}
    </Link>
  );
}
