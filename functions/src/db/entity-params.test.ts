import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Entity } from './electrodb';

/**
 * What every entity stores and asks DynamoDB for, held in a snapshot: its definition
 * (attributes, fields, templates, casing) and the params ElectroDB builds for a put, a
 * create, a get, a patch, a delete and a query of each index. A change to a key, a field
 * name, a template, a casing or an attribute type changes items already in the table, so
 * it shows here first. A new entity file adds its own snapshot (`vitest run -u` on this file).
 */

type AnyEntity = InstanceType<typeof Entity>;
type Attribute = { type: unknown; items?: unknown; properties?: Record<string, Attribute>; readOnly?: boolean; padding?: unknown; field?: string };
type KeyPart = { field: string; composite: string[] };
type IndexDef = { index?: string; pk: KeyPart; sk?: KeyPart };
type Schema = { attributes: Record<string, Attribute>; indexes: Record<string, IndexDef> };

const TABLE = 'entity-params';
const NOW = new Date('2026-03-04T05:06:07.089Z');
const options = { table: TABLE } as const;

const entityDir = new URL('./entities/', import.meta.url);
const files = readdirSync(entityDir)
  .filter((name) => name.endsWith('.entity.ts'))
  .sort();
const entities: Array<[string, AnyEntity]> = [];
for (const file of files) {
  const module = (await import(new URL(file, entityDir).href)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(module)) if (value instanceof Entity) entities.push([`${file} ${name}`, value]);
}

const schemaOf = (entity: AnyEntity) => (entity as unknown as { schema: Schema }).schema;

/** The definition as data: functions (defaults, setters, index conditions) shown as such; what they do shows in the params. */
function definition(entity: AnyEntity): unknown {
  return JSON.parse(JSON.stringify(schemaOf(entity), (_key, value: unknown) => (typeof value === 'function' ? '[Function]' : value)));
}

/** A value for an attribute, from its name and type: mixed case, so a key's casing shows. */
function sample(name: string, attribute: Attribute): unknown {
  const { type } = attribute;
  if (Array.isArray(type)) return type[0];
  switch (type) {
    case 'string':
      return `Val-${name}`;
    case 'number':
      return name.length * 7 + 3;
    case 'boolean':
      return true;
    case 'any':
      return { Any: name };
    case 'set':
      return attribute.items === 'number' ? [1, 2] : [`Set-${name}`];
    case 'list':
      return [sample(`${name}0`, attribute.items as Attribute)];
    case 'map':
      return Object.fromEntries(Object.entries(attribute.properties ?? {}).map(([key, property]) => [key, sample(key, property)]));
    default:
      throw new Error(`no sample for ${name}: ${String(type)}`);
  }
}

function sampleItem(schema: Schema, keep: (attribute: Attribute & { required?: boolean; default?: unknown }) => boolean) {
  return Object.fromEntries(
    Object.entries(schema.attributes)
      .filter(([, attribute]) => keep(attribute))
      .map(([name, attribute]) => [name, sample(name, attribute)]),
  );
}

const composites = (index: IndexDef) => [...index.pk.composite, ...(index.sk?.composite ?? [])];
const primaryIndex = (schema: Schema) => Object.values(schema.indexes).find((index) => index.index === undefined)!;
const pick = (item: Record<string, unknown>, names: string[]) => Object.fromEntries(names.map((name) => [name, item[name]]));

/** An attribute a patch may set (not a key part, not read-only), the first by name: the order attributes are declared in stores nothing. */
function patchable(schema: Schema): string | undefined {
  const keyParts = new Set(Object.values(schema.indexes).flatMap(composites));
  return Object.entries(schema.attributes)
    .filter(([name, attribute]) => !keyParts.has(name) && !attribute.readOnly)
    .map(([name]) => name)
    .sort()[0];
}

/** Loosely typed calls: the params, not the types, are under test here. */
type Chain = { params: (options: object) => unknown; set: (values: object) => Chain };
type Loose = {
  put: (item: object) => Chain;
  create: (item: object) => Chain;
  get: (keys: object) => Chain;
  delete: (keys: object) => Chain;
  patch: (keys: object) => Chain;
  query: Record<string, (keys: object) => Chain>;
};

function paramsOf(entity: AnyEntity) {
  const loose = entity as unknown as Loose;
  const schema = schemaOf(entity);
  const full = sampleItem(schema, () => true);
  const required = sampleItem(schema, (attribute) => attribute.required === true && attribute.default === undefined);
  const keys = pick(full, composites(primaryIndex(schema)));
  const patched = patchable(schema);
  return {
    putFull: loose.put(full).params(options),
    putRequiredOnly: loose.put(required).params(options),
    create: loose.create(full).params(options),
    get: loose.get(keys).params(options),
    delete: loose.delete(keys).params(options),
    patch:
      patched === undefined
        ? null
        : loose
            .patch(keys)
            .set({ [patched]: full[patched] })
            .params(options),
    queries: Object.fromEntries(
      Object.entries(schema.indexes).map(([name, index]) => [
        name,
        {
          partition: loose.query[name](pick(full, index.pk.composite)).params(options),
          whole: loose.query[name](pick(full, composites(index))).params(options),
        },
      ]),
    ),
  };
}

describe('entity definitions and the DynamoDB params they build', () => {
  beforeAll(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('finds every entity file', () => {
    expect(entities.length).toBeGreaterThanOrEqual(files.length);
  });

  it.each(entities)('%s', (_name, entity) => {
    expect({ definition: definition(entity), params: paramsOf(entity) }).toMatchSnapshot();
  });
});
