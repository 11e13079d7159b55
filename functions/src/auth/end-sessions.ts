import { logger } from '../lib/logger';
import { raiseSessionEpoch } from '../lib/session-epoch';
import { revokeAllSessions } from './sessions';

export type SessionEndReason = 'deactivated' | 'password-reset' | 'sign-out-everywhere' | 'roles-changed' | 'two-factor-reset';

/**
 * Ends every sign-in of a person: their refresh tokens at once, and within 30 s every
 * access token they hold and every chat socket they have open (lib/session-epoch.ts).
 * Call it whenever what a token says about the person stops being true.
 */
export async function endSessions(userId: number, reason: SessionEndReason): Promise<void> {
  await raiseSessionEpoch(userId);
  await revokeAllSessions(userId);
  logger.info('sessions ended', { userId, reason });
}
