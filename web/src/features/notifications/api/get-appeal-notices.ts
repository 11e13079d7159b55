import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { pageQuery, useNoticePages } from '../../../lib/use-notice-pages';

/** POST /api/appeals/urgent and /api/appeals/expired (ADMIN): 'Екстренні' and 'Нагадування' of every appeal, a page at a time. */
export const getUrgentAppeals = (cursor?: string) => api.post(withQuery(paths.api.stats.urgentAppeals, pageQuery(cursor)));
export const getExpiredAppeals = (cursor?: string) => api.post(withQuery(paths.api.stats.expiredAppeals, pageQuery(cursor)));

export const useAppealNotices = (kind: 'urgent' | 'expired', enabled: boolean) =>
  useNoticePages(['notifications', 'appeals', kind], kind === 'urgent' ? getUrgentAppeals : getExpiredAppeals, enabled);
