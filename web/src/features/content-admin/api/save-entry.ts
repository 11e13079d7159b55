import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateCached } from '../../../lib/content-cache';
import { paths } from '../../../config/paths';

export interface EntryInput {
  data: Record<string, unknown>;
  published?: boolean;
  /** The version the editor loaded: a save over someone else's newer save is refused (409). */
  version?: number;
}

/** POST /api/admin/content/posts: a new post. */
export const createPost = (input: EntryInput) => api.post(paths.api.content.createPost, input);

/** PUT /api/admin/content/{collection}/{id}: changes, publish or unpublish. */
export const updateEntry = (collection: string, id: number, input: EntryInput) => api.put(paths.api.content.updateEntry(collection, id), input);

/** Saves, then refreshes the admin lists and every cached public content query, so the site shows it at once. */
export function useSaveEntry(collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: EntryInput }) => (id === null ? createPost(input) : updateEntry(collection, id, input)),
    onSuccess: async () => {
      // The public pages cache their content outside TanStack Query (lib/content-cache).
      invalidateCached('content:');
      await client.invalidateQueries({ queryKey: ['content-admin', 'entries'] });
    },
  });
}
