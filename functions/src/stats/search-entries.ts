import { nameWords, NAME_PREFIX_LENGTH, phoneFragments } from '@dosyt/core/appeal/search.rules';
import { pad } from '../db/keys';
import type { AppealFacts } from './contributions';

export interface SearchEntry {
  term: string;
  sort: string;
  appealId: number;
}

export const phoneTerm = (fragment: string) => `phone#${fragment}`;
export const nameTerm = (word: string) => `name#${word.slice(0, NAME_PREFIX_LENGTH)}`;
/** All regions, or one region's appeals of a status. */
export const statusTerm = (statusId: number, regionId?: number) => (regionId === undefined ? `status#${statusId}` : `status#${statusId}#r#${regionId}`);
export const dateSort = (createdAt: string, id: number) => `${createdAt}#${pad(id)}`;

/**
 * The search index entries of one appeal, a pure function of the item (docs/data-model.md
 * 'Appeal search'): each phone fragment and name word, its status, and its status in its region. The stream consumer
 * writes the difference between the old and the new image's entries.
 */
export function appealSearchEntries(appeal: AppealFacts | undefined): SearchEntry[] {
  if (!appeal) return [];
  const date = dateSort(appeal.createdAt, appeal.id);
  return [
    ...phoneFragments(appeal.phone).map((f) => ({ term: phoneTerm(f), sort: date, appealId: appeal.id })),
    ...nameWords(appeal.name, appeal.last_name).map((w) => ({ term: nameTerm(w), sort: `${w}#${date}`, appealId: appeal.id })),
    { term: statusTerm(appeal.status_id), sort: date, appealId: appeal.id },
    { term: statusTerm(appeal.status_id, appeal.region_id), sort: date, appealId: appeal.id },
  ];
}

const keyOf = (e: SearchEntry) => `${e.term}\u0000${e.sort}`;

/** What a change of an appeal does to its entries: the ones to put and the ones to delete. */
export function searchEntryChanges(before: AppealFacts | undefined, after: AppealFacts | undefined): { put: SearchEntry[]; remove: SearchEntry[] } {
  const old = new Map(appealSearchEntries(before).map((e) => [keyOf(e), e]));
  const next = new Map(appealSearchEntries(after).map((e) => [keyOf(e), e]));
  return {
    put: [...next].filter(([k]) => !old.has(k)).map(([, e]) => e),
    remove: [...old].filter(([k]) => !next.has(k)).map(([, e]) => e),
  };
}
