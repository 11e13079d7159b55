import { HIGH_RISK_BADGE } from '@dosyt/core/appeal/risk.rules';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useHistoryNotices } from '../api/get-history-notices';

/**
 * Top bar (USER): how many of the executor's own open records are high-risk, linking
 * to the notifications (their urgent column lists them first); hidden when none. The
 * urgent list sorts high-risk records first, so its first page holds them: '+' when
 * the page is all high-risk and more wait.
 */
export function OwnHighRiskCount({ userId }: { userId: number | null }) {
  const list = useHistoryNotices('urgent', userId, true);
  const high = list.rows.filter((row) => row.high_risk).length;
  if (high === 0) return null;
  const count = `${high}${list.more && high === list.rows.length ? '+' : ''}`;
  return (
    <Link
      to={paths.admin.notification.href()}
      data-testid="high-risk-count"
      // The name starts with the visible text (WCAG 2.5.3), then says what the number counts.
      aria-label={`${HIGH_RISK_BADGE}: ${count} ваших відкритих звернень`}
      className="flex shrink-0 items-center gap-1 rounded-full bg-red-700 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-white hover:bg-red-800"
    >
      <span aria-hidden="true">⚠</span>
      {HIGH_RISK_BADGE}: {count}
    </Link>
  );
}
