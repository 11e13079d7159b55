import { bindEntities } from '../db/bind';
import { securitySettingsEntity } from '../db/entities/security-settings.entity';
import type { SecuritySettings } from '@dosyt/core/api/security-answers';
import { IDLE_MINUTES } from '@dosyt/core/user/idle.rules';
import type { SecuritySettingsInput } from '@dosyt/core/user/security-settings.schema';

/**
 * The security settings item, bound here rather than in db/service.ts: every entity there
 * weighs on every bundle, and only reference and the sign-in read this one.
 */
const securityService = () => ({ entities: bindEntities({ securitySettings: securitySettingsEntity }) });

/** The staff security rules in force; defaults until an admin saves them. */
export async function getSecuritySettings(): Promise<SecuritySettings> {
  const { data } = await securityService().entities.securitySettings.get({}).go();
  return {
    idleMinutes: data?.idleMinutes ?? IDLE_MINUTES.default,
    twoFactorForEveryone: data?.twoFactorForEveryone ?? false,
    ...(data?.updatedAt ? { updatedAt: data.updatedAt } : {}),
  };
}

export async function saveSecuritySettings(input: SecuritySettingsInput): Promise<SecuritySettings> {
  await securityService().entities.securitySettings.put(input).go();
  return getSecuritySettings();
}
