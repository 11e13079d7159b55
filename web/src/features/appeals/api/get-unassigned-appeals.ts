import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { pageQuery, useNoticePages } from '../../../lib/use-notice-pages';

export type { UnassignedAppeal } from '@dosyt/core/api/stats-answers';

/** GET /api/appeals/unassigned (ADMIN): oldest first, a page at a time. */
export const useUnassignedAppeals = (enabled = true) =>
  useNoticePages(['appeals', 'unassigned'], (cursor) => api.get(withQuery(paths.api.appeals.unassigned, pageQuery(cursor))), enabled);
