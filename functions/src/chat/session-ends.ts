import { logger } from '../lib/logger';
import { deleteConnection, socketEndpoint } from '../lib/sockets';
import type { SocketConnectionItem } from '../db/entities/socket-connection.entity';
import { deliver, forgetConnection, regionConnections, userConnections } from './connections';

/** Closes a socket from the server side and forgets it; colleagues see the person go offline when it was their last. */
export async function closeConnection(endpoint: string, connection: SocketConnectionItem): Promise<void> {
  await deleteConnection(endpoint, connection.connectionId);
  if (await forgetConnection(connection)) {
    await deliver(endpoint, await regionConnections(connection.regionId), { type: 'presence', userId: connection.userId, isOnline: false }).catch(
      () => undefined,
    );
  }
}

interface SessionEndRecord {
  eventName?: string;
  eventID?: string;
  dynamodb?: { NewImage?: Record<string, { N?: string; S?: string } | undefined>; SequenceNumber?: string };
}

/**
 * A session-end record written by lib/session-epoch.ts closes every socket of that
 * person (or of that one sign-in). Run by the jobs function on the stream (route
 * table consumer 'table-events', jobs/table-events.ts), which reads the table's
 * stream once for this and the mail outbox.
 */
export async function closeEndedSessions(event: { Records?: SessionEndRecord[] }): Promise<{ batchItemFailures: Array<{ itemIdentifier: string }> }> {
  for (const record of event.Records ?? []) {
    const image = record.dynamodb?.NewImage;
    const userId = Number(image?.userId?.N);
    if (!Number.isSafeInteger(userId) || userId < 1) continue;
    const sid = image?.sid?.S;
    try {
      const endpoint = socketEndpoint();
      const targets = (await userConnections(userId)).filter((c) => !sid || c.sid === sid);
      await Promise.all(targets.map((c) => closeConnection(endpoint, c)));
      logger.info('sockets of ended sessions closed', { userId, closed: targets.length });
    } catch (error) {
      logger.warn('closing sockets of ended sessions failed', { userId, errorName: (error as Error).name });
      // The stream retries from the first failure on, in order.
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
