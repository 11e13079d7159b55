import { paths } from '../../../config/paths';

/**
 * The chat's API paths, from config/paths.ts.
 *
 * POST /api/chats/{userId}/{roomId}: roomId 'region-<regionId>' is the caller's
 * region room ({userId} is the caller's own id); roomId 'direct' is the direct
 * conversation between the caller and {userId}.
 */
export const DIRECT_ROOM = 'direct';

export const chatUrls = {
  messages: (userId: number, roomId: string) => paths.api.chat.messages(userId, roomId),
  stats: (regionId: number) => paths.api.chat.stats(regionId),
  send: paths.api.chat.send,
} as const;

/** The WebSocket on the site's own host: ws(s)://host/ws/?token=... */
export function chatSocketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/?token=${encodeURIComponent(token)}`;
}
