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
export const KEY_ATTRIBUTES = [KEYS.partitionKey, KEYS.sortKey, ...GLOBAL_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])];

/**
 * The table's keys and indexes as CreateTable takes them, for tables made outside CDK
 * (DynamoDB Local, scratch tables in tests); on-demand billing like the cloud table.
 */
export function tableDefinition(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: KEYS.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: KEYS.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
