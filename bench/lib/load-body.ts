import { randomBytes } from 'node:crypto';

/** Where generated submissions go: a community with an executor for each listed type. */
export interface Place {
  regionId: number;
  communityId: string;
  types: number[];
}

const OPERATORS = ['050', '066', '067', '068', '073', '093', '095', '096', '097', '098', '099'];
let sequence = 0;
const runTag = randomBytes(4).toString('hex');

/** A valid public-form body with a unique idempotency key and a random phone. */
export function appealBody(places: readonly Place[]): string {
  sequence += 1;
  const place = places[sequence % places.length];
  const phone = `38${OPERATORS[sequence % OPERATORS.length]}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const types = place.types.length > 1 && Math.random() < 0.3 ? place.types.slice(0, 2) : [place.types[sequence % place.types.length]];
  return JSON.stringify({
    name: 'Оксана',
    last_name: 'Петренко',
    region_id: place.regionId,
    community_id: place.communityId,
    phone,
    communiction: 'Телефон',
    assistance_ids: types,
    description: 'Чоловік погрожує, потрібна консультація психолога. Навантажувальний тест.',
    children_help: false,
    children_count: 0,
    idempotency_key: `bench-${runTag}-${process.pid}-${sequence}-${randomBytes(6).toString('hex')}`,
  });
}
