import { useEffect } from 'react';
import { prefetch, useCached } from '../../../lib/content-cache';
import { fetchContent } from './content-client';
import { SECTION_SLUGS, type Sections } from './types';

/** GET /api/{section}?filters[slug][$eq]={slug}&populate=*: the one entry of a landing section. */
export const getSection = async <K extends keyof Sections>(name: K, signal?: AbortSignal): Promise<Sections[K] | null> => {
  const list = await fetchContent(`/api/${name}`, { 'filters[slug][$eq]': SECTION_SLUGS[name], populate: '*' }, signal);
  return list.data?.[0] ?? null;
};

const sectionKey = (name: keyof Sections) => `content:section:${name}`;

/** Asks for a section before the component that shows it is rendered. */
export const prefetchSection = (name: keyof Sections) => prefetch(sectionKey(name), () => getSection(name));

/** The section's content, or undefined while loading and when the service failed (then it is only logged). */
export function useSection<K extends keyof Sections>(name: K): { data: Sections[K] | undefined; isPending: boolean } {
  const entry = useCached(sectionKey(name), () => getSection(name));
  useEffect(() => {
    if (entry.error) console.error('Помилка при завантаженні контенту', name, entry.error);
  }, [name, entry.error]);
  return { data: entry.data ?? undefined, isPending: entry.status === 'pending' };
}
