import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { pageQuery, useNoticePages } from '../../../lib/use-notice-pages';

/** GET /api/appeals/unassigned (ADMIN): oldest first, a page at a time. */
export const useUnassignedAppeals = (enabled = true) =>
  useNoticePages(['appeals', 'unassigned'], (cursor) => api.page('GET', withQuery(paths.api.appeals.unassigned, pageQuery(cursor))), enabled);
