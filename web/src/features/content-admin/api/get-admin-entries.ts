import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PublicContentCollection } from '@dosyt/core/api/content';
import type { AdminEntry, AdminEntryOf, AdminList } from './types';
import { paths } from '../../../config/paths';

/** The entry type of a collection: its own attributes for a known one, the common fields otherwise. */
type EntryOf<C extends string> = C extends PublicContentCollection ? AdminEntryOf<C> : AdminEntry;

/**
 * GET /api/admin/content/{collection} (ADMIN): every entry, drafts too, with its version.
 * The contract answers AdminEntry for any collection; the collection named decides the
 * fields, so its entries are typed from the name itself (no caller picks a type).
 */
export const getAdminEntries = async <C extends string>(collection: C): Promise<AdminList<EntryOf<C>>> =>
  (await api.get(paths.api.content.list(collection))) as AdminList<EntryOf<C>>;

export const adminEntriesQueryOptions = <C extends string>(collection: C) =>
  queryOptions({ queryKey: ['content-admin', 'entries', collection], queryFn: () => getAdminEntries(collection), staleTime: 0 });

export const useAdminEntries = <C extends string>(collection: C) => useQuery(adminEntriesQueryOptions(collection));
