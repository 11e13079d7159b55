import { db } from '../db/service';
import type { SocketConnectionItem } from '../db/entities/socket-connection.entity';
import { logger } from '../lib/logger';
import { postToConnection } from '../lib/sockets';

/**
 * Connection records and delivery. Records whose TTL passed may still sit in the
 * table until DynamoDB removes them: reads skip them.
 */
const live = (c: SocketConnectionItem) => c.expiresAt > Date.now() / 1000;

export async function findConnection(connectionId: string): Promise<SocketConnectionItem | null> {
  const { data } = await db().entities.socketConnection.get({ connectionId }).go();
  return data && live(data) ? data : null;
}

/** Everyone connected in a region, or only the given users' connections. */
export async function regionConnections(regionId: number, userIds?: number[]): Promise<SocketConnectionItem[]> {
  const query = db().entities.socketConnection.query.byRegion;
  const pages = userIds
    ? await Promise.all([...new Set(userIds)].map((userId) => query({ regionId, userId }).go({ pages: 'all' })))
    : [await query({ regionId }).go({ pages: 'all' })];
  return pages.flatMap((p) => p.data).filter(live);
}

async function setOnline(userId: number, isOnline: boolean): Promise<void> {
  try {
    await db().entities.user.patch({ id: userId }).set({ isOnline, lastSeenAt: new Date().toISOString() }).go({ response: 'none' });
  } catch (error) {
    // A user removed meanwhile has no status to keep (patch is conditional on the item existing).
    const e = error as { name?: string; cause?: { name?: string } };
    if (e.cause?.name !== 'ConditionalCheckFailedException' && e.name !== 'ConditionalCheckFailedException') throw error;
  }
}

export async function rememberConnection(
  connection: Pick<SocketConnectionItem, 'connectionId' | 'userId' | 'regionId' | 'name' | 'sessionEpoch' | 'sid'>,
): Promise<void> {
  await db().entities.socketConnection.put(connection).go({ response: 'none' });
  await setOnline(connection.userId, true);
}

/** Drops a record; the user goes offline when it was their last open connection (then answers true). */
export async function forgetConnection(connection: SocketConnectionItem): Promise<boolean> {
  await db().entities.socketConnection.delete({ connectionId: connection.connectionId }).go({ response: 'none' });
  const remaining = await regionConnections(connection.regionId, [connection.userId]);
  if (remaining.length > 0) return false;
  await setOnline(connection.userId, false);
  return true;
}

/** Every live connection of one person, whatever region it was opened in. */
export async function userConnections(userId: number): Promise<SocketConnectionItem[]> {
  const { data } = await db().entities.socketConnection.query.byUser({ userId }).go({ pages: 'all' });
  return data.filter(live);
}

export interface DeliveryReport {
  sent: number;
  gone: number;
  failed: number;
}

/**
 * A connection whose $connect is still running is not reachable yet and answers
 * Gone like a dead one (API Gateway and the local emulation alike). Records
 * younger than this are kept on Gone, so colleagues connecting at the same
 * moment (everyone reconnecting after an outage) do not erase each other.
 */
export const GONE_GRACE_MS = 30_000;

const settled = (c: SocketConnectionItem) => Date.now() - Date.parse(c.connectedAt) > GONE_GRACE_MS;

/** Posts one frame to each connection at once; connections found gone are forgotten. */
export async function deliver(endpoint: string, targets: SocketConnectionItem[], frame: unknown): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, gone: 0, failed: 0 };
  await Promise.all(
    targets.map(async (target) => {
      try {
        const outcome = await postToConnection(endpoint, target.connectionId, frame);
        report[outcome]++;
        if (outcome === 'gone' && settled(target)) await forgetConnection(target);
      } catch (error) {
        report.failed++;
        logger.warn('socket delivery failed', { errorName: (error as Error).name });
      }
    }),
  );
  return report;
}
