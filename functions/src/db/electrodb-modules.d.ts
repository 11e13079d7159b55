/** The types of the ElectroDB modules electrodb.ts takes, from the package's own declarations. */
declare module 'electrodb/src/entity.js' {
  // eslint-disable-next-line no-restricted-imports -- a declaration: it loads nothing
  export { Entity } from 'electrodb';
}

declare module 'electrodb/src/transaction.js' {
  import type { Entity, Service } from 'electrodb';

  /** What Service#transaction.write runs over its entities (index.d.ts declares it without exporting it). */
  export function createWriteTransaction<E extends Record<string, Entity<any, any, any, any>>>(
    entities: E,
    fn: Parameters<Service<E>['transaction']['write']>[0],
  ): ReturnType<Service<E>['transaction']['write']>;
}
