import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { pageQuery, useNoticePages } from '../../../lib/use-notice-pages';

/** GET /api/appeals/high-risk (ADMIN): nearest deadline first, a page at a time. Shared by the list section and the top bar. */
export const useHighRiskAppeals = (enabled = true) =>
  useNoticePages(['appeals', 'high-risk'], (cursor) => api.page('GET', withQuery(paths.api.appeals.highRisk, pageQuery(cursor))), enabled);
