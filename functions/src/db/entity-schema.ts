/**
 * The parts every entity declaration shares, so an entity file states only what is its own:
 * its name, its attributes and its key templates. Each part is the plain object ElectroDB
 * takes, typed literally (`as const`, template-derived composites), so ElectroDB infers
 * items and key attributes exactly as from a hand-written declaration.
 */
import type { Schema } from 'electrodb';
import { Entity } from './electrodb';
import { INDEXES, KEYS } from './table';
import { SERVICE } from './service-name';

/** The attribute names a key template composes, in order: 'user#${id}' -> ['id']. */
export type TemplateComposite<T extends string> = T extends `${string}\${${infer Name}}${infer Rest}`
  ? readonly [Name, ...TemplateComposite<Rest>]
  : readonly [];

/**
 * `casing: 'none'` keeps a key's case (ids, ISO times, ulids); without it ElectroDB
 * lower-cases the whole key.
 */
export type KeyCasing = { casing?: 'none' };

function keyPart<Field extends string, Template extends string>(field: Field, template: Template, { casing }: KeyCasing) {
  const composite = [...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]) as unknown as TemplateComposite<Template>;
  return { field, composite, template, ...(casing && { casing }) };
}

/** The table's own key (pk, sk) from two templates; each `${name}` in them is a composite attribute. */
export function tableKey<PK extends string, SK extends string>(pk: PK, sk: SK, options: KeyCasing = {}) {
  return { pk: keyPart(KEYS.partitionKey, pk, options), sk: keyPart(KEYS.sortKey, sk, options) };
}

/** A global secondary index of the table (gsi1..gsi5), its keys from two templates. */
export function globalIndex<G extends keyof typeof INDEXES, PK extends string, SK extends string>(gsi: G, pk: PK, sk: SK, options: KeyCasing = {}) {
  const { name, partitionKey, sortKey } = INDEXES[gsi];
  return { index: name, pk: keyPart(partitionKey, pk, options), sk: keyPart(sortKey, sk, options) };
}

const now = () => new Date().toISOString();

/** ISO instant of the item's first write; never changes. */
export const createdAt = { type: 'string', readOnly: true, required: true, default: now, set: now } as const;

/** ISO instant of the item's last write: set on every write. */
export const updatedAt = { type: 'string', required: true, watch: '*', default: now, set: now } as const;

/** Epoch seconds: the table's TTL attribute (KEYS.ttl), when DynamoDB deletes the item. */
export const ttl = { type: 'number', required: true } as const;

/** A numeric id zero-padded to 10 digits in keys, so lexical key order is numeric order (keys.ts `pad`). */
export const paddedId = { type: 'number', required: true, padding: { length: 10, char: '0' } } as const;

/**
 * One audited change: who (actorId; 0 is the public form or the system), what (action) and when
 * (at, then eventId). `before`/`after` hold ids, statuses, flags and changed field NAMES only:
 * never a name, phone, e-mail, description or comment.
 */
export const auditFact = {
  at: { type: 'string', required: true },
  eventId: { type: 'string', required: true },
  actorId: { type: 'number', required: true },
  action: { type: 'string', required: true },
  before: { type: 'any' },
  after: { type: 'any' },
} as const;

/**
 * An entity of this service (model: its name, version 1, the service) with its own attributes
 * and indexes. The generics are the Entity constructor's, so items and keys infer as from `new Entity`.
 */
export function defineEntity<A extends string, F extends string, C extends string, S extends Omit<Schema<A, F, C>, 'model'>>(entity: string, schema: S) {
  return new Entity({ model: { entity, version: '1', service: SERVICE }, ...schema });
}
