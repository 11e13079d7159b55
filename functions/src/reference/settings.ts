import type * as z from '@dosyt/core/validation/zod';
import type { settingsUpdateSchema } from '@dosyt/core/api/reference-bodies';
import { DEFAULT_READ_AUDIT_MONTHS, DEFAULT_RETENTION_MONTHS } from '@dosyt/core/appeal/retention.rules';
import { db } from '../db/service';
import type { SettingsItem } from '../db/entities/settings.entity';

export type AppealSettings = Omit<SettingsItem, 'scope' | 'updatedAt'> & { updatedAt?: string };

const DEFAULTS = {
  serviceLevelHours: 72,
  urgentWindowHours: 24,
  highRiskServiceLevelHours: 24,
  duplicateWindowDays: 30,
  formLimitPerHour: 20,
  formLimitPerDay: 240,
  retentionMonths: DEFAULT_RETENTION_MONTHS,
  readAuditMonths: DEFAULT_READ_AUDIT_MONTHS,
};

/** The appeal rules in force; defaults until an admin saves them. */
export async function getSettings(): Promise<AppealSettings> {
  const { data } = await db().entities.settings.get({ scope: 'appeals' }).go();
  return settingsFrom(data);
}

/** The rules in force from the stored item (read by `getSettings` or with other items in one batch). */
export function settingsFrom(data: SettingsItem | null | undefined): AppealSettings {
  const { scope: _scope, ...rest } = data ?? { scope: 'appeals', ...DEFAULTS };
  return { ...DEFAULTS, ...rest };
}

export async function saveSettings(input: z.infer<typeof settingsUpdateSchema>): Promise<AppealSettings> {
  await db()
    .entities.settings.put({ scope: 'appeals', ...input })
    .go();
  return getSettings();
}
