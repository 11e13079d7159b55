/**
 * Physical layout of the single table, declared once: the CDK table construct
 * and the local runtime both build the table from these constants.
 */
export const KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttl: 'expiresAt',
} as const;

/** Generic index names; entities give each one its access pattern. */
export const INDEXES = {
  gsi1: { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  gsi2: { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  gsi3: { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  gsi4: { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  gsi5: { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
} as const;

export const GLOBAL_INDEXES = Object.values(INDEXES);

/** Every key attribute is a string: numeric ids are zero-padded into keys. */
export const KEY_ATTRIBUTES = [
  KEYS.partitionKey,
  KEYS.sortKey,
  ...GLOBAL_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
];
