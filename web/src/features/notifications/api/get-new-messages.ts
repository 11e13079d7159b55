import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { pageQuery, useNoticePages } from '../../../lib/use-notice-pages';

/** GET /api/appeal-history/new-messages: the caller's records where the person wrote on /status, not yet opened; newest first, a page at a time. */
export const getNewMessageRecords = (cursor?: string) => api.get(withQuery(paths.api.appealHistory.newMessages, pageQuery(cursor)));

export const useNewMessageRecords = (enabled: boolean) => useNoticePages(['notifications', 'new-messages'], getNewMessageRecords, enabled);
