import type { Entity } from 'electrodb';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';

/** Binds entities to the table and the shared client, as ElectroDB's Service#join does. */
export function bindEntities<E extends Record<string, Entity<any, any, any, any>>>(entities: E): E {
  const table = env().TABLE_NAME;
  const client = dynamo();
  for (const entity of Object.values(entities)) {
    entity.setTableName(table);
    entity.setClient(client);
  }
  return entities;
}
