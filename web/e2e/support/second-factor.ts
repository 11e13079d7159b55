import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';

/**
 * The second factor of accounts that must give one where the journeys run. In the
 * cloud every ADMIN signs in with a code, the demo admin too (functions/src/auth/
 * two-factor/policy.ts); a rehearsal of the cloud stage (`npm run rehearse`) enrols
 * it once and passes its key here: E2E_TOTP_SECRETS = {"<email>": "<base32>"}.
 * Locally (REQUIRE_ADMIN_2FA=1) the demo accounts are exempt and this is unused.
 *
 * The server refuses a time step at or before the last one it took, and takes the
 * steps around now: each code given is the next free step, waited for when needed.
 * The steps taken are kept in E2E_TOTP_STATE_FILE so a restarted worker knows them.
 */

const secrets = JSON.parse(process.env.E2E_TOTP_SECRETS ?? '{}') as Record<string, string>;
const STEP_MS = 30_000;

export function hasSecondFactor(email: string): boolean {
  return Object.hasOwn(secrets, email);
}

function lastSteps(): Record<string, number> {
  const file = process.env.E2E_TOTP_STATE_FILE;
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
}

/** A code for `email`'s next free time step (waits up to a step when the last one was just taken). */
export async function nextCode(email: string): Promise<string> {
  const secret = secrets[email];
  if (!secret) throw new Error(`no second factor known for ${email} (E2E_TOTP_SECRETS)`);
  const state = lastSteps();
  let now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now, (state[email] ?? 0) + 1);
  while (step > now + 1) {
    await new Promise((r) => setTimeout(r, Math.max(200, (now + 1) * STEP_MS - Date.now() + 100)));
    now = Math.floor(Date.now() / STEP_MS);
  }
  state[email] = step;
  if (process.env.E2E_TOTP_STATE_FILE) writeFileSync(process.env.E2E_TOTP_STATE_FILE, JSON.stringify(state));
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: step * STEP_MS + 1000 });
}
