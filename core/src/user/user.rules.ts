import type { Role } from '../access/roles';
import { isMonitoringOnly } from '../assistance/assistance';

/** The top admin: cannot be deactivated and has no functionality choice. */
export const TOP_ADMIN_ID = 1;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;

export const USER_LIMITS = { name: 60, last_name: 60, responsability: 200, institution: 200, email: 254, secret: 128, token: 512 } as const;

const UPPER = /[A-ZА-ЯЁІЇЄҐ]/;
const LOWER = /[a-zа-яёіїєґ]/;
const DIGIT = /[0-9]/;
const SPECIAL = /[!@#$%^&*]/;

/** 8-15 characters with an upper and a lower letter (Latin or Cyrillic), a digit and one of !@#$%^&*. */
export function isValidPassword(s: string): boolean {
  const length = [...s].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX && UPPER.test(s) && LOWER.test(s) && DIGIT.test(s) && SPECIAL.test(s);
}

/** Local part: lower-case letters, digits, _ - and dots between them; domain with a 2-6 letter TLD. */
const EMAIL = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,6}$/;

export function isValidEmail(s: string): boolean {
  return s.length <= USER_LIMITS.email && EMAIL.test(s);
}

/** A registrant whose only function is Monitoring becomes an OBSERVER, anyone else a USER. */
export function registrantRole(assistanceIds: readonly number[]): Role {
  return isMonitoringOnly(assistanceIds) ? 'OBSERVER' : 'USER';
}
