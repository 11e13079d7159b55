import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchContent } from './content-client';
import { SECTION_SLUGS, type Sections, type StrapiList } from './types';

/** GET /api/{section}?filters[slug][$eq]={slug}&populate=*: the one entry of a landing section. */
export const getSection = async <K extends keyof Sections>(name: K, signal?: AbortSignal): Promise<Sections[K] | null> => {
  const list = await fetchContent<StrapiList<Sections[K]>>(`/api/${name}`, { 'filters[slug][$eq]': SECTION_SLUGS[name], populate: '*' }, signal);
  return list.data?.[0] ?? null;
};

export const sectionQueryOptions = <K extends keyof Sections>(name: K) =>
  queryOptions({ queryKey: ['content', 'section', name], queryFn: ({ signal }) => getSection(name, signal) });

/** The section's content, or undefined while loading and when the service failed (then it is only logged). */
export function useSection<K extends keyof Sections>(name: K): { data: Sections[K] | undefined; isPending: boolean } {
  const query = useQuery(sectionQueryOptions(name));
  useEffect(() => {
    if (query.error) console.error('Помилка при завантаженні контенту', name, query.error);
  }, [name, query.error]);
  return { data: query.data ?? undefined, isPending: query.isPending };
}
