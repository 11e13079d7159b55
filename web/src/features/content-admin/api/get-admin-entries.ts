import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminEntry, AdminList } from './types';
import { paths } from '../../../config/paths';

/** GET /api/admin/content/{collection} (ADMIN): every entry, drafts too, with its version. */
export const getAdminEntries = <T extends AdminEntry>(collection: string) =>
  api.get<AdminList<T>>(paths.api.content.list(collection));

export const adminEntriesQueryOptions = <T extends AdminEntry>(collection: string) =>
  queryOptions({ queryKey: ['content-admin', 'entries', collection], queryFn: () => getAdminEntries<T>(collection), staleTime: 0 });

export const useAdminEntries = <T extends AdminEntry>(collection: string) => useQuery(adminEntriesQueryOptions<T>(collection));
