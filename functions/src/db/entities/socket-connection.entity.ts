import type { EntityItem } from 'electrodb';
import { defineEntity, globalIndex, tableKey } from '../entity-schema';

/** How long a connection record lives without a $disconnect: API Gateway's own 2-hour connection limit. */
export const SOCKET_TTL_SECONDS = 2 * 60 * 60;

/**
 * An open chat WebSocket. Written on $connect with the token's identity, removed
 * on $disconnect or when a send finds it gone; `expiresAt` (the table's TTL
 * attribute) clears any record a lost $disconnect left behind.
 * Connection ids are mixed-case: keys keep their case.
 */
export const socketConnectionEntity = defineEntity('socketConnection', {
  attributes: {
    connectionId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'number', required: true, readOnly: true },
    regionId: { type: 'number', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** The token's session epoch and sign-in id: a message from an ended session closes the socket. */
    sessionEpoch: { type: 'number', readOnly: true },
    sid: { type: 'string', readOnly: true },
    connectedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    /** Epoch seconds (DynamoDB TTL). */
    expiresAt: { type: 'number', required: true, default: () => Math.floor(Date.now() / 1000) + SOCKET_TTL_SECONDS },
  },
  indexes: {
    byId: tableKey('socket#${connectionId}', 'connection', { casing: 'none' }),
    /** Everyone connected in a region, and (by user prefix) one user's connections. */
    byRegion: globalIndex('gsi1', 'sockets#region#${regionId}', 'user#${userId}#${connectionId}', { casing: 'none' }),
    /** One person's connections in any region: closed together when their sessions end. */
    byUser: globalIndex('gsi2', 'sockets#user#${userId}', 'connection#${connectionId}', { casing: 'none' }),
  },
});

export type SocketConnectionItem = EntityItem<typeof socketConnectionEntity>;
