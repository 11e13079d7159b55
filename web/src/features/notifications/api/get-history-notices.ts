import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { pageQuery, useNoticePages } from '../../../lib/use-notice-pages';

/** GET /api/appeal-history/urgent/{userId} and /expired/{userId} (USER): the same columns for one executor's records, a page at a time. */
export const getUrgentHistory = (userId: number, cursor?: string) => api.get(withQuery(paths.api.stats.urgentHistory(userId), pageQuery(cursor)));
export const getExpiredHistory = (userId: number, cursor?: string) => api.get(withQuery(paths.api.stats.expiredHistory(userId), pageQuery(cursor)));

export const useHistoryNotices = (kind: 'urgent' | 'expired', userId: number | null, enabled: boolean) =>
  useNoticePages(
    ['notifications', 'history', kind, userId ?? 0],
    (cursor) => (kind === 'urgent' ? getUrgentHistory(userId ?? 0, cursor) : getExpiredHistory(userId ?? 0, cursor)),
    enabled && userId !== null,
  );
