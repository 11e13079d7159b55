import type { Domain } from './types';

export interface WebSocketRoute {
  routeKey: '$connect' | '$disconnect' | '$default';
  domain: Domain;
  op: string;
}

export const webSocketRoutes: readonly WebSocketRoute[] = [
  { routeKey: '$connect', domain: 'chat', op: 'socket-connect' },
  { routeKey: '$disconnect', domain: 'chat', op: 'socket-disconnect' },
  { routeKey: '$default', domain: 'chat', op: 'socket-message' },
];
