import type { UserItem } from '../../db/entities/user.entity';
import { env } from '../../lib/env';
import { getSecuritySettings } from '../../reference/security-settings';

/** Admins always need a second factor in the cloud; locally only with REQUIRE_ADMIN_2FA=1, so `npm start` stays a one-step demo. */
export const adminsNeedTwoFactor = (): boolean => env().STAGE === 'cloud' || env().REQUIRE_ADMIN_2FA === '1';

/**
 * Whether the person may not work without a second factor: admins (above), or
 * everyone when an admin says so. The locally seeded demo accounts sign in with
 * their password alone, so journeys that use them are not changed by the switch.
 */
export async function twoFactorRequired(user: Pick<UserItem, 'roles' | 'demoAccount'>): Promise<boolean> {
  if (user.demoAccount && env().STAGE !== 'cloud') return false;
  if (user.roles.includes('ADMIN') && adminsNeedTwoFactor()) return true;
  return (await getSecuritySettings()).twoFactorForEveryone;
}

/** After the password: a code when the person has a second factor, enrolment when they must have one and do not. */
export async function secondFactorStep(user: UserItem): Promise<'code' | 'enrol' | undefined> {
  if (user.twoFactorSecret) return 'code';
  return (await twoFactorRequired(user)) ? 'enrol' : undefined;
}
