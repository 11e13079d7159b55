import { signAccessToken } from '@dosyt/functions/lib/tokens';
import { DEMO_ACCOUNTS } from '../seed/demo-users';

/** Access tokens of the seeded demo accounts, signed with the run's key. */
export function tokenForDemo(role: 'ADMIN' | 'USER' | 'USER2' | 'OBSERVER'): Promise<string> {
  const account = { ADMIN: DEMO_ACCOUNTS[0], USER: DEMO_ACCOUNTS[1], USER2: DEMO_ACCOUNTS[2], OBSERVER: DEMO_ACCOUNTS[3] }[role];
  return signAccessToken({ userId: account.id, name: account.name, roles: [...account.roles], regionId: 53 });
}
