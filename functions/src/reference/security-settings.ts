import { db } from '../db/service';
import type { SecuritySettings } from '@dosyt/core/api/security-answers';
import { IDLE_MINUTES, type SecuritySettingsInput } from '@dosyt/core/user/security-settings.schema';

/** The staff security rules in force; defaults until an admin saves them. */
export async function getSecuritySettings(): Promise<SecuritySettings> {
  const { data } = await db().entities.securitySettings.get({}).go();
  return {
    idleMinutes: data?.idleMinutes ?? IDLE_MINUTES.default,
    twoFactorForEveryone: data?.twoFactorForEveryone ?? false,
    ...(data?.updatedAt ? { updatedAt: data.updatedAt } : {}),
  };
}

export async function saveSecuritySettings(input: SecuritySettingsInput): Promise<SecuritySettings> {
  await db().entities.securitySettings.put(input).go();
  return getSecuritySettings();
}
