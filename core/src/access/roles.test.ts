import { describe, expect, it } from 'vitest';
import { effectiveRole, hasRole, isRole, normalizeRoles, primaryRole, ROLES } from './roles';

describe('normalizeRoles', () => {
  it('accepts a list of strings and keeps its order', () => {
    expect(normalizeRoles(['USER', 'ADMIN'])).toEqual(['USER', 'ADMIN']);
  });

  it('accepts a list of objects with a name', () => {
    expect(
      normalizeRoles([
        { id: 2, name: 'OBSERVER' },
        { id: 1, name: 'ADMIN' },
      ]),
    ).toEqual(['OBSERVER', 'ADMIN']);
  });

  it('accepts a single string', () => {
    expect(normalizeRoles('ADMIN')).toEqual(['ADMIN']);
  });

  it('accepts an object with a role field, itself a string, an object or a list', () => {
    expect(normalizeRoles({ role: 'USER' })).toEqual(['USER']);
    expect(normalizeRoles({ role: { name: 'ADMIN' } })).toEqual(['ADMIN']);
    expect(normalizeRoles({ role: ['OBSERVER', 'USER'] })).toEqual(['OBSERVER', 'USER']);
  });

  it('accepts an object with a roles field', () => {
    expect(normalizeRoles({ roles: [{ name: 'USER' }] })).toEqual(['USER']);
  });

  it('reads names regardless of case and surrounding spaces', () => {
    expect(normalizeRoles([' admin ', 'User'])).toEqual(['ADMIN', 'USER']);
  });

  it('drops unknown names, repeats and junk', () => {
    expect(normalizeRoles(['ROOT', 'USER', 42, null, { name: 7 }, 'USER', {}])).toEqual(['USER']);
  });

  it.each([[undefined], [null], [''], [{}], [[]], [5]])('gives no roles for %j', (input) => {
    expect(normalizeRoles(input)).toEqual([]);
  });
});

describe('primaryRole', () => {
  it('is the first role, the one shown', () => {
    expect(primaryRole(['USER', 'ADMIN'])).toBe('USER');
  });

  it('is undefined with no roles', () => {
    expect(primaryRole([])).toBeUndefined();
  });
});

describe('effectiveRole', () => {
  it('ranks ADMIN over USER over OBSERVER, whatever the order', () => {
    expect(effectiveRole(['OBSERVER', 'USER', 'ADMIN'])).toBe('ADMIN');
    expect(effectiveRole(['OBSERVER', 'USER'])).toBe('USER');
    expect(effectiveRole(['OBSERVER'])).toBe('OBSERVER');
    expect(effectiveRole([])).toBeUndefined();
  });
});

describe('role helpers', () => {
  it('know the three roles', () => {
    expect(ROLES).toEqual(['ADMIN', 'USER', 'OBSERVER']);
    expect(isRole('OBSERVER')).toBe(true);
    expect(isRole('admin')).toBe(false);
    expect(hasRole(['USER'], 'USER')).toBe(true);
    expect(hasRole(['USER'], 'ADMIN')).toBe(false);
  });
});
