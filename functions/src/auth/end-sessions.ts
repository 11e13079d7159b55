import { logger } from '../lib/logger';
import { raiseSessionEpoch } from '../lib/session-epoch';
import { keepSignInCurrent } from '../lib/sign-in-record';
import { revokeAllSessions } from './sessions';

export type SessionEndReason =
  'deactivated' | 'password-reset' | 'sign-out-everywhere' | 'roles-changed' | 'region-changed' | 'two-factor-reset' | 'two-factor-enabled';

/**
 * Ends every sign-in of a person: their refresh tokens at once, and within 30 s every
 * access token they hold and every chat socket they have open (lib/session-epoch.ts).
 * Call it whenever what a token says about the person stops being true.
 *
 * `keep` names one sign-in that goes on (the one that turned a second factor on):
 * its record moves to the new epoch, so its next refresh gives it a current token.
 */
export async function endSessions(userId: number, reason: SessionEndReason, keep?: string): Promise<void> {
  const epoch = await raiseSessionEpoch(userId);
  if (keep) await keepSignInCurrent(keep, epoch);
  await revokeAllSessions(userId, keep);
  logger.info('sessions ended', { userId, reason, ...(keep ? { result: 'one sign-in kept' } : {}) });
}
