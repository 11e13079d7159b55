import { db } from '../db/service';
import type { SecuritySettingsInput } from './security-settings-schema';

const DEFAULT_IDLE_MINUTES = 15;

export interface SecuritySettings {
  idleMinutes: number;
  twoFactorForEveryone: boolean;
  updatedAt?: string;
}

/** The staff security rules in force; defaults until an admin saves them. */
export async function getSecuritySettings(): Promise<SecuritySettings> {
  const { data } = await db().entities.securitySettings.get({}).go();
  return {
    idleMinutes: data?.idleMinutes ?? DEFAULT_IDLE_MINUTES,
    twoFactorForEveryone: data?.twoFactorForEveryone ?? false,
    ...(data?.updatedAt ? { updatedAt: data.updatedAt } : {}),
  };
}

export async function saveSecuritySettings(input: SecuritySettingsInput): Promise<SecuritySettings> {
  await db().entities.securitySettings.put(input).go();
  return getSecuritySettings();
}
