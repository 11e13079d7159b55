import { collectionSpec, POPULATED_KINDS, scalarFieldNames, type CollectionSpec } from '../collections';
import { ALWAYS, parseFilters, type Condition, type ContentRecord } from './filters';
import { asList, commaList, invalidKey, invalidValue, type QueryTree } from './query-tree';

/** Strapi 5's `fields`, `sort` and `populate` parameters, and sorting records in memory. */

export type SortItem = { field: string; order: 'asc' | 'desc' };

export interface PopulateSpec {
  /** Attributes to keep besides id and documentId; null: all. */
  fields: string[] | null;
  /** Relations only: which related entries and in what order. */
  filters: Condition;
  sort: SortItem[];
}

/** Attributes `fields` may name: the scalar ones and JSON, as Strapi (media, relations, components are populated). */
export function selectableFields(spec: CollectionSpec): Set<string> {
  return new Set([
    ...scalarFieldNames(spec),
    ...Object.entries(spec.fields)
      .filter(([, f]) => f.kind === 'json')
      .map(([n]) => n),
  ]);
}

/** For a component, the item's own attributes; for a collection, its selectable ones. */
export function parseFields(allowed: Set<string>, tree: QueryTree, path: string[], param = 'fields'): string[] | null {
  const list = asList(tree);
  if (!list || list.some((v) => typeof v !== 'string')) throw invalidValue(param, path, 'Invalid fields parameter. Expected a string or an array of strings');
  const names = (list as string[]).flatMap(commaList);
  if (names.includes('*')) return null;
  for (const name of names) if (!allowed.has(name)) throw invalidKey(name, param, path);
  return [...new Set(names)];
}

export function parseSort(spec: CollectionSpec, tree: QueryTree, param: string, path: string[] = []): SortItem[] {
  const scalars = new Set(scalarFieldNames(spec));
  const list = asList(tree);
  const pairs: Array<[string, string]> = list
    ? list.flatMap((item, i) => {
        if (typeof item !== 'string') throw invalidValue(param, [...path, String(i)], 'Invalid sort parameter');
        return commaList(item).map((entry): [string, string] => {
          const [field, order = 'asc', ...extra] = entry.split(':');
          if (extra.length > 0) throw invalidValue(param, path, `Invalid sort parameter ${entry}`);
          return [field, order];
        });
      })
    : Object.entries(tree as Record<string, QueryTree>).map(([field, order]) => {
        if (typeof order !== 'string') throw invalidValue(param, [...path, field], 'Invalid sort parameter');
        return [field, order];
      });
  return pairs.map(([field, rawOrder]) => {
    if (!scalars.has(field)) throw invalidKey(field, param, path);
    const order = rawOrder.toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw invalidValue(param, [...path, field], 'Invalid order. order can only be one of asc|desc|ASC|DESC');
    return { field, order };
  });
}

const ALL: PopulateSpec = { fields: null, filters: ALWAYS, sort: [] };

function populateTarget(spec: CollectionSpec, name: string, path: string[]) {
  const field = spec.fields[name];
  if (!field || !POPULATED_KINDS.has(field.kind)) throw invalidKey(name, 'populate', path);
  return field;
}

/** `populate[categories][fields][0]=title&populate[categories][sort]=title:asc` and the like. */
function parsePopulateOptions(spec: CollectionSpec, name: string, tree: QueryTree, path: string[]): PopulateSpec {
  const field = populateTarget(spec, name, path);
  const here = [...path, name];
  if (typeof tree === 'string') {
    if (tree === 'true' || tree === '*') return ALL;
    throw invalidValue('populate', here, `Invalid populate value for ${name}: expected true or an object`);
  }
  const options: PopulateSpec = { fields: null, filters: ALWAYS, sort: [] };
  const target = field.kind === 'relation' ? collectionSpec(field.target)! : undefined;
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'fields') {
      const allowed =
        field.kind === 'components'
          ? new Set(Object.keys(field.item))
          : target
            ? selectableFields(target)
            : new Set([
                'url',
                'name',
                'alternativeText',
                'caption',
                'width',
                'height',
                'formats',
                'hash',
                'ext',
                'mime',
                'size',
                'previewUrl',
                'provider',
                'createdAt',
                'updatedAt',
                'publishedAt',
              ]);
      options.fields = parseFields(allowed, value, [...here, 'fields'], 'populate');
    } else if (key === 'populate') {
      // A media file or a category populates nothing further; components here hold no media.
      if (field.kind === 'components' && value !== '*') throw invalidKey(key, 'populate', here);
      if (target && value !== '*') throw invalidKey(typeof value === 'string' ? value : (Object.keys(value)[0] ?? key), 'populate', [...here, 'populate']);
    } else if (target && key === 'filters') {
      options.filters = parseFilters(target, value, [...here, 'filters'], false);
    } else if (target && key === 'sort') {
      options.sort = parseSort(target, value, 'populate', [...here, 'sort']);
    } else {
      throw invalidKey(key, 'populate', here);
    }
  }
  return options;
}

export function parsePopulate(spec: CollectionSpec, tree: QueryTree): Map<string, PopulateSpec> {
  const populate = new Map<string, PopulateSpec>();
  const populatable = Object.entries(spec.fields)
    .filter(([, f]) => POPULATED_KINDS.has(f.kind))
    .map(([n]) => n);
  const list = asList(tree);
  if (list) {
    for (const item of list) {
      if (typeof item !== 'string') throw invalidValue('populate', [], 'Invalid populate parameter');
      for (const name of commaList(item)) {
        if (name === '*') populatable.forEach((n) => populate.set(n, ALL));
        else {
          // `slides.formats`: media come whole, so a deeper path only names its first attribute.
          const [first, ...deeper] = name.split('.');
          const field = populateTarget(spec, first, []);
          if (deeper.length > 0 && field.kind !== 'media' && field.kind !== 'media-list') throw invalidKey(deeper[0], 'populate', [first]);
          populate.set(first, ALL);
        }
      }
    }
    return populate;
  }
  for (const [name, value] of Object.entries(tree as Record<string, QueryTree>)) {
    if (value === 'false') {
      populateTarget(spec, name, []);
      continue;
    }
    populate.set(name, parsePopulateOptions(spec, name, value, []));
  }
  return populate;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'uk');
}

/** Sorts in place; nulls last whichever the direction. */
export function sortRecords<T extends ContentRecord>(records: T[], sort: SortItem[]): T[] {
  return records.sort((a, b) => {
    for (const { field, order } of sort) {
      const x = a[field] ?? null;
      const y = b[field] ?? null;
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        continue;
      }
      const d = compare(x, y);
      if (d !== 0) return order === 'asc' ? d : -d;
    }
    return 0;
  });
}
