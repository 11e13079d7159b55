import { useEffect } from 'react';
import { useCached } from '../../../lib/content-cache';
import { fetchContent } from './content-client';
import type { Category } from './types';

/** GET /api/categories?populate=*: titles and slugs. */
export const getCategories = async (signal?: AbortSignal): Promise<Category[]> =>
  (await fetchContent('/api/categories', { populate: '*', 'pagination[pageSize]': 100 }, signal)).data ?? [];

export function useCategories(): Category[] | undefined {
  const entry = useCached('content:categories', () => getCategories());
  useEffect(() => {
    if (entry.error) console.error('Помилка при завантаженні категорій', entry.error);
  }, [entry.error]);
  return entry.data;
}
