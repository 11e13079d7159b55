import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchContent } from './content-client';
import type { Category, StrapiList } from './types';

/** GET /api/categories?populate=*: titles and slugs. */
export const getCategories = async (signal?: AbortSignal): Promise<Category[]> =>
  (await fetchContent<StrapiList<Category>>('/api/categories', { populate: '*', 'pagination[pageSize]': 100 }, signal)).data ?? [];

export const categoriesQueryOptions = () => queryOptions({ queryKey: ['content', 'categories'], queryFn: ({ signal }) => getCategories(signal) });

export function useCategories(): Category[] | undefined {
  const query = useQuery(categoriesQueryOptions());
  useEffect(() => {
    if (query.error) console.error('Помилка при завантаженні категорій', query.error);
  }, [query.error]);
  return query.data;
}
