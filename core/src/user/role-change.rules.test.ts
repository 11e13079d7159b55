import { describe, expect, it } from 'vitest';
import { changedFields, ROLE_CHANGE_MESSAGES, roleChangeRefusal } from './role-change.rules';

const base = { callerId: 1, targetId: 5, current: ['USER'] as const, next: ['ADMIN'] as const, activeAdmins: 1 };

describe('roleChangeRefusal', () => {
  it('lets an admin make a USER an ADMIN and an ADMIN a USER while another admin stays', () => {
    expect(roleChangeRefusal(base)).toBeNull();
    expect(roleChangeRefusal({ ...base, current: ['ADMIN'], next: ['USER'], activeAdmins: 2 })).toBeNull();
  });

  it('never removes ADMIN from user 1, even with other admins', () => {
    expect(roleChangeRefusal({ ...base, callerId: 7, targetId: 1, current: ['ADMIN'], next: ['USER'], activeAdmins: 3 })).toBe(ROLE_CHANGE_MESSAGES.topAdmin);
    expect(roleChangeRefusal({ ...base, callerId: 7, targetId: 1, current: ['ADMIN'], next: ['ADMIN', 'USER'], activeAdmins: 3 })).toBeNull();
  });

  it('never removes the last ADMIN', () => {
    expect(roleChangeRefusal({ ...base, targetId: 6, current: ['ADMIN'], next: ['OBSERVER'], activeAdmins: 1 })).toBe(ROLE_CHANGE_MESSAGES.lastAdmin);
  });

  it("refuses no roles and one's own roles", () => {
    expect(roleChangeRefusal({ ...base, next: [] })).toBe(ROLE_CHANGE_MESSAGES.noRoles);
    expect(roleChangeRefusal({ ...base, targetId: 1, current: ['ADMIN'], next: ['ADMIN', 'USER'] })).toBe(ROLE_CHANGE_MESSAGES.ownRoles);
  });
});

describe('changedFields', () => {
  it('names only the fields whose values differ', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [2], c: undefined })).toEqual(['b']);
  });
});
