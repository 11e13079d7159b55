import { formatDate, formatTime } from '@dosyt/core/dates/dates';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ListPhone } from '../../../components/appeals/masked-phone';
import { RiskBadge } from '../../../components/safety/risk-badge';
import { ShowMore } from '../../../components/ui/cursor-pager';
import { paths } from '../../../config/paths';
import { loadedCount, type NoticeRows } from '../../../lib/use-notice-pages';
import { useAppealNotices } from '../api/get-appeal-notices';
import { useHistoryNotices } from '../api/get-history-notices';
import { useNewMessageRecords } from '../api/get-new-messages';
import { fromAppeal, fromHistory, type NoticeCard } from '../lib/notice-card';

export interface NotificationsBoardProps {
  /** 'all': every appeal, linking to the appeal (ADMIN); 'own': the executor's records, linking to the record (USER). */
  scope: 'all' | 'own';
  userId: number | null;
}

/** Each failure is logged once, when it appears; nothing is shown for it. */
function useLoggedError(error: unknown) {
  useEffect(() => {
    if (error) console.error('Error fetching data', error);
  }, [error]);
}

interface ColumnProps {
  title: string;
  cards: NoticeCard[];
  href: (id: number) => string;
  testId: string;
  /** The list's pages: 'Показати ще' while the server has more, the count with '+' meanwhile. */
  pages?: Pick<NoticeRows<unknown>, 'more' | 'loadMore' | 'loadingMore'>;
}

function Column({ title, cards, href, testId, pages }: ColumnProps) {
  const more = pages?.more ?? false;
  return (
    <section aria-labelledby={`${testId}-title`} className="flex flex-col gap-2" data-testid={testId}>
      <h2 id={`${testId}-title`} className="text-lg font-semibold text-slate-900">
        {title} <span className="text-sm font-normal text-slate-600">({loadedCount({ rows: cards, more })})</span>
      </h2>
      <ul className="flex h-[66vh] flex-col gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-100 p-2" tabIndex={0} aria-label={title}>
        {cards.map((card) => (
          <li key={card.id} className="flex flex-col gap-1 rounded-md bg-white p-3 shadow-sm" data-testid="notice-card">
            {card.highRisk && <RiskBadge level="high" className="self-start" />}
            {card.noExecutor && (
              <p
                className="self-start rounded bg-rose-700 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white"
                data-testid="no-executor-badge"
              >
                Без виконавця
              </p>
            )}
            <p className="font-semibold text-slate-900">{card.name}</p>
            <p className="text-sm tabular-nums text-slate-700">
              <ListPhone appealId={card.appealId} phone={card.phone} />
            </p>
            <p className="flex gap-3 text-sm text-slate-600">
              <span>{formatDate(card.createdAt)}</span>
              <span>{formatTime(card.createdAt)}</span>
            </p>
            <p className="text-sm text-slate-700">{card.assistance}</p>
            <Link to={href(card.id)} className="self-end text-sm font-medium text-brand-700 underline hover:text-brand-800">
              Перейти
            </Link>
          </li>
        ))}
        {pages && (
          <li className="flex justify-center">
            <ShowMore more={more} loading={pages.loadingMore} onMore={pages.loadMore} list={title} />
          </li>
        )}
      </ul>
    </section>
  );
}

/**
 * /admin/notification: 'Екстренні' (urgent) and
 * 'Нагадування' (past the deadline), each 66vh high and scrolling, a page at a
 * time ('Показати ще' adds the next; the count reads '(50+)' meanwhile). A failed
 * load is logged as 'Error fetching data' and its column stays empty.
 */
export function NotificationsBoard({ scope, userId }: NotificationsBoardProps) {
  const urgentAppeals = useAppealNotices('urgent', scope === 'all');
  const expiredAppeals = useAppealNotices('expired', scope === 'all');
  const urgentHistory = useHistoryNotices('urgent', userId, scope === 'own');
  const expiredHistory = useHistoryNotices('expired', userId, scope === 'own');
  useLoggedError(urgentAppeals.error);
  useLoggedError(expiredAppeals.error);
  useLoggedError(urgentHistory.error);
  useLoggedError(expiredHistory.error);
  const newMessages = useNewMessageRecords(scope === 'own');
  useLoggedError(newMessages.error);

  const own = scope === 'own';
  const urgentPages = own ? urgentHistory : urgentAppeals;
  const expiredPages = own ? expiredHistory : expiredAppeals;
  const urgent = own ? urgentHistory.rows.map(fromHistory) : urgentAppeals.rows.map(fromAppeal);
  const expired = own ? expiredHistory.rows.map(fromHistory) : expiredAppeals.rows.map(fromAppeal);
  const href = own ? paths.admin.appealHistoryEdit.href : paths.admin.appealEdit.href;

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">Сповіщення</h1>
      <div className="grid gap-4 md:grid-cols-2">
        <Column title="Екстренні" cards={urgent} href={href} testId="urgent-column" pages={urgentPages} />
        <Column title="Нагадування" cards={expired} href={href} testId="expired-column" pages={expiredPages} />
      </div>
      {own && newMessages.rows.length > 0 && (
        <Column title="Нові повідомлення" cards={newMessages.rows.map(fromHistory)} href={href} testId="new-messages-column" pages={newMessages} />
      )}
    </section>
  );
}
