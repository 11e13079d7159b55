import { Service } from 'electrodb';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { appealStatusEntity } from './entities/appeal-status.entity';
import { assistanceTypeEntity } from './entities/assistance-type.entity';
import { communityEntity } from './entities/community.entity';
import { regionEntity } from './entities/region.entity';
import { settingsEntity } from './entities/settings.entity';
import { userEntity } from './entities/user.entity';

const entities = {
  user: userEntity,
  region: regionEntity,
  community: communityEntity,
  assistanceType: assistanceTypeEntity,
  appealStatus: appealStatusEntity,
  settings: settingsEntity,
};

function createService() {
  return new Service(entities, { table: env().TABLE_NAME, client: dynamo() });
}

let service: ReturnType<typeof createService> | undefined;

/** The one ElectroDB service over the single table, bound on first use. */
export function db() {
  service ??= createService();
  return service;
}

export function resetDb(): void {
  service = undefined;
}
