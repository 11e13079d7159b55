import { getUser } from '@dosyt/functions/accounts/accounts';
import { signAccessToken } from '@dosyt/functions/lib/tokens';
import { DEMO_ACCOUNTS } from '../seed/demo-users';

/**
 * Access tokens of the seeded demo accounts, signed with the run's key, in the
 * account's current session epoch: a test that ended the demo sessions (sign-out
 * everywhere) leaves later tokens valid, while the ones it held are refused.
 */
export async function tokenForDemo(role: 'ADMIN' | 'USER' | 'USER2' | 'OBSERVER'): Promise<string> {
  const account = { ADMIN: DEMO_ACCOUNTS[0], USER: DEMO_ACCOUNTS[1], USER2: DEMO_ACCOUNTS[2], OBSERVER: DEMO_ACCOUNTS[3] }[role];
  const epoch = (await getUser(account.id))?.sessionEpoch ?? 0;
  return signAccessToken({ userId: account.id, name: account.name, roles: [...account.roles], regionId: 53 }, { epoch });
}
