import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/** A table and the client that reaches it (the stats module's StatsDb is one). */
export interface TableClient {
  client: DynamoDBDocumentClient;
  table: string;
}

/** The first `cap` items of a Query (every page when uncapped), from `input.ExclusiveStartKey` if given, and whether it holds more. */
export async function queryUpTo(
  db: TableClient,
  input: Omit<QueryCommandInput, 'TableName'>,
  cap = Number.POSITIVE_INFINITY,
): Promise<{ items: Record<string, unknown>[]; more: boolean }> {
  const items: Record<string, unknown>[] = [];
  // A caller's ExclusiveStartKey is where the first page starts (a cursor kept between runs).
  let ExclusiveStartKey: Record<string, unknown> | undefined = input.ExclusiveStartKey;
  do {
    // A cap is also the Query's Limit: without it DynamoDB reads a whole 1 MB page behind the capped answer.
    const limit = Number.isFinite(cap) ? { Limit: Math.max(1, cap - items.length) } : {};
    const page = await db.client.send(new QueryCommand({ ...input, ...limit, TableName: db.table, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && items.length < cap);
  return { items: items.slice(0, cap), more: ExclusiveStartKey !== undefined };
}

/** Every page of a Query, or its first `cap` items. */
export async function queryAll(
  db: TableClient,
  input: Omit<QueryCommandInput, 'TableName'>,
  cap = Number.POSITIVE_INFINITY,
): Promise<Record<string, unknown>[]> {
  return (await queryUpTo(db, input, cap)).items;
}

/**
 * How many items a Query matches (an entity's `query…params()`, say): Select COUNT over
 * every page, so no item comes back and the cost is the matched items only. With `upTo`
 * it stops once it has counted that many (each page's Limit the rest), so a wide range
 * costs at most `upTo` items.
 */
export async function countQuery(db: TableClient, input: Omit<QueryCommandInput, 'TableName'>, upTo = Number.POSITIVE_INFINITY): Promise<number> {
  // A COUNT takes no projection.
  const { ProjectionExpression: _projection, ...counted } = input;
  let total = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const Limit = Number.isFinite(upTo) ? upTo - total : undefined;
    const page = await db.client.send(new QueryCommand({ ...counted, TableName: db.table, Select: 'COUNT', Limit, ExclusiveStartKey }));
    total += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey && total < upTo);
  return total;
}
