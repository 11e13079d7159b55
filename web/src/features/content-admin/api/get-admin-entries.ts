import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminEntry, AdminList } from './types';
import { paths } from '../../../config/paths';

/**
 * GET /api/admin/content/{collection} (ADMIN): every entry, drafts too, with its version.
 * The contract types any collection's entry as AdminEntry; the collection named decides
 * its fields, so the editor of that collection reads them as its own entry type.
 */
export const getAdminEntries = async <T extends AdminEntry>(collection: string): Promise<AdminList<T>> =>
  (await api.get(paths.api.content.list(collection))) as AdminList<T>;

export const adminEntriesQueryOptions = <T extends AdminEntry>(collection: string) =>
  queryOptions({ queryKey: ['content-admin', 'entries', collection], queryFn: () => getAdminEntries<T>(collection), staleTime: 0 });

export const useAdminEntries = <T extends AdminEntry>(collection: string) => useQuery(adminEntriesQueryOptions<T>(collection));
