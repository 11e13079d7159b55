import { collectionSpec, scalarFieldNames, type CollectionSpec } from '../collections';
import { asList, invalidKey, invalidValue, parseBoolean, type QueryTree } from './query-tree';

/** Strapi 5's filters (every documented operator, `$and`/`$or`/`$not`, one level through a relation), parsed and tested in memory. */

export const FILTER_OPERATORS = [
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$null',
  '$notNull',
  '$between',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
const OPERATOR_SET = new Set<string>(FILTER_OPERATORS);
const LIST_OPERATORS = new Set<string>(['$in', '$notIn', '$between']);

/** A negative operator on a to-many relation reads "none of the related entries" matches its positive. */
const POSITIVE_OF: Partial<Record<FilterOperator, FilterOperator>> = {
  $ne: '$eq',
  $nei: '$eqi',
  $notIn: '$in',
  $notContains: '$contains',
  $notContainsi: '$containsi',
};

export type Condition =
  | { kind: 'and' | 'or'; items: Condition[] }
  | { kind: 'not'; item: Condition }
  | { kind: 'attribute'; field: string; operator: FilterOperator; value: string | string[] | boolean }
  /** One level through a relation: true when the related entries satisfy `item` (see POSITIVE_OF). */
  | { kind: 'relation'; field: string; item: Condition };

export const ALWAYS: Condition = { kind: 'and', items: [] };

function operatorCondition(spec: CollectionSpec, field: string, operator: string, value: QueryTree, path: string[]): Condition {
  if (operator === '$not') return { kind: 'not', item: attributeCondition(spec, field, value, [...path, '$not']) };
  if (!OPERATOR_SET.has(operator)) throw invalidKey(operator, 'filters', path);
  const op = operator as FilterOperator;
  const here = [...path, op];
  if (op === '$null' || op === '$notNull') return { kind: 'attribute', field, operator: op, value: parseBoolean(value, here) };
  let parsed: string | string[];
  if (LIST_OPERATORS.has(op)) {
    const list = asList(value);
    if (!list || list.some((v) => typeof v !== 'string')) throw invalidValue('filters', here, `Invalid value for ${op}: expected a list of values`);
    parsed = list as string[];
    if (op === '$between' && parsed.length !== 2) throw invalidValue('filters', here, '$between expects exactly two values');
  } else {
    if (typeof value !== 'string') throw invalidValue('filters', here, `Invalid value for ${op}: expected a single value`);
    parsed = value;
  }
  if (field === 'id') {
    for (const v of [parsed].flat()) {
      if (!/^-?\d+$/.test(v.trim())) throw invalidValue('filters', here, `Invalid value for id: ${v}`);
    }
  }
  return { kind: 'attribute', field, operator: op, value: parsed };
}

/** `filters[title]=x`, `filters[title][$contains]=x`, `filters[title][$not][$eq]=x`, `filters[id][0]=1`. */
function attributeCondition(spec: CollectionSpec, field: string, value: QueryTree, path: string[]): Condition {
  if (typeof value === 'string') return operatorCondition(spec, field, '$eq', value, path);
  const list = asList(value);
  if (list && Object.keys(value).length > 0) return operatorCondition(spec, field, '$in', value, path);
  const items = Object.entries(value).map(([operator, v]) => operatorCondition(spec, field, operator, v, path));
  return items.length === 1 ? items[0] : { kind: 'and', items };
}

function groupItems(tree: QueryTree, path: string[]): QueryTree[] {
  if (typeof tree === 'string') throw invalidValue('filters', path, `Invalid value for ${path.at(-1)}: expected a list of filters`);
  return asList(tree) ?? [tree];
}

/** One filters object: its keys are ANDed. `relations` false inside a relation (one level only). */
export function parseFilters(spec: CollectionSpec, tree: QueryTree, path: string[] = [], relations = true): Condition {
  if (typeof tree === 'string') throw invalidValue('filters', path, 'Invalid filters parameter: expected an object');
  const scalars = new Set(scalarFieldNames(spec));
  const items: Condition[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const here = [...path, key];
    if (key === '$and' || key === '$or') {
      const group = groupItems(value, here).map((item, i) => parseFilters(spec, item, [...here, String(i)], relations));
      items.push({ kind: key === '$and' ? 'and' : 'or', items: group });
    } else if (key === '$not') {
      items.push({ kind: 'not', item: parseFilters(spec, value, here, relations) });
    } else if (scalars.has(key)) {
      items.push(attributeCondition(spec, key, value, here));
    } else {
      const field = spec.fields[key];
      const target = field?.kind === 'relation' ? collectionSpec(field.target) : undefined;
      if (!relations || !target) throw invalidKey(key, 'filters', path);
      if (typeof value === 'string')
        throw invalidValue(
          'filters',
          here,
          `Filter on relation ${key} must name a field of ${field!.kind === 'relation' ? field!.target : ''}, e.g. filters[${key}][slug][$eq]`,
        );
      items.push({ kind: 'relation', field: key, item: parseFilters(target, value, here, false) });
    }
  }
  return items.length === 1 ? items[0] : { kind: 'and', items };
}

export type ContentRecord = Record<string, unknown>;

const lower = (v: string) => v.toLowerCase();

function comparable(record: unknown, value: string): [string | number, string | number] {
  return typeof record === 'number' ? [record, Number(value)] : [String(record), value];
}

function test(recordValue: unknown, operator: FilterOperator, value: string | string[] | boolean): boolean {
  const isNull = recordValue === null || recordValue === undefined;
  if (operator === '$null') return isNull === value;
  if (operator === '$notNull') return isNull !== value;
  if (operator in POSITIVE_OF) return !test(recordValue, POSITIVE_OF[operator]!, value);
  if (isNull) return false;
  const text = String(recordValue);
  switch (operator) {
    case '$in':
      return (value as string[]).some((v) => test(recordValue, '$eq', v));
    case '$between': {
      const [low, high] = value as string[];
      return test(recordValue, '$gte', low) && test(recordValue, '$lte', high);
    }
    case '$eqi':
      return lower(text) === lower(value as string);
    case '$containsi':
      return lower(text).includes(lower(value as string));
    case '$contains':
      return text.includes(value as string);
    case '$startsWith':
      return text.startsWith(value as string);
    case '$startsWithi':
      return lower(text).startsWith(lower(value as string));
    case '$endsWith':
      return text.endsWith(value as string);
    case '$endsWithi':
      return lower(text).endsWith(lower(value as string));
    default: {
      const [a, b] = comparable(recordValue, value as string);
      if (operator === '$eq') return a === b;
      if (operator === '$lt') return a < b;
      if (operator === '$lte') return a <= b;
      if (operator === '$gt') return a > b;
      return a >= b;
    }
  }
}

export function matches(record: ContentRecord, condition: Condition): boolean {
  switch (condition.kind) {
    case 'and':
      return condition.items.every((c) => matches(record, c));
    case 'or':
      return condition.items.some((c) => matches(record, c));
    case 'not':
      return !matches(record, condition.item);
    case 'attribute':
      return test(record[condition.field], condition.operator, condition.value);
    case 'relation': {
      const related = (record[condition.field] as ContentRecord[] | null | undefined) ?? [];
      const { item } = condition;
      if (item.kind === 'attribute') {
        // filters[categories][slug][$ne]=x: no category is x. filters[categories][id][$null]=true: no category at all.
        const positive = POSITIVE_OF[item.operator];
        if (positive) return !related.some((r) => test(r[item.field], positive, item.value));
        if (item.operator === '$null' || item.operator === '$notNull') {
          const wantsNull = (item.operator === '$null') === item.value;
          return wantsNull ? !related.some((r) => r[item.field] != null) : related.some((r) => r[item.field] != null);
        }
      }
      return related.some((r) => matches(r, item));
    }
  }
}

/**
 * The `$eq` on id, documentId or slug that every match must satisfy (a top-level
 * conjunct), so the store can be read by key instead of the whole collection.
 */
export function keyConjunct(condition: Condition): { field: 'id' | 'documentId' | 'slug'; value: string } | null {
  const conjuncts = condition.kind === 'and' ? condition.items : [condition];
  for (const c of conjuncts) {
    if (c.kind === 'attribute' && c.operator === '$eq' && typeof c.value === 'string' && (c.field === 'id' || c.field === 'documentId' || c.field === 'slug')) {
      return { field: c.field, value: c.value };
    }
    if (c.kind === 'and') {
      const inner = keyConjunct(c);
      if (inner) return inner;
    }
  }
  return null;
}

/** Whether a condition looks through a relation (then the related collection must be read to test it). */
export function usesRelations(condition: Condition): boolean {
  switch (condition.kind) {
    case 'and':
    case 'or':
      return condition.items.some(usesRelations);
    case 'not':
      return usesRelations(condition.item);
    case 'relation':
      return true;
    default:
      return false;
  }
}
