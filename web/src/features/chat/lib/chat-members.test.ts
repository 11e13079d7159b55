import { describe, expect, it } from 'vitest';
import { chatMembers } from './chat-members';

describe('chat members', () => {
  it('keeps active ADMIN and USER accounts and leaves out observers and inactive accounts', () => {
    const users = [
      { id: 1, roles: ['ADMIN'], isActive: true },
      { id: 2, roles: [{ name: 'USER' }], isActive: true },
      { id: 4, roles: ['OBSERVER'], isActive: true },
      { id: 5, roles: ['USER'], isActive: false },
      { id: 6 },
    ];
    expect(chatMembers(users).map((u) => u.id)).toEqual([1, 2, 6]);
  });
});
