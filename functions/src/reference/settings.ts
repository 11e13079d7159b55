import * as z from '@dosyt/core/validation/zod';
import { DEFAULT_READ_AUDIT_MONTHS, DEFAULT_RETENTION_MONTHS, MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS } from '@dosyt/core/appeal/retention.rules';
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

const months = z
  .number()
  .check(
    z.int(),
    z.minimum(MIN_RETENTION_MONTHS, `Від ${MIN_RETENTION_MONTHS} місяця`),
    z.maximum(MAX_RETENTION_MONTHS, `Не більше ${MAX_RETENTION_MONTHS} місяців`),
  );

export const settingsUpdateSchema = z.object({
  serviceLevelHours: z.number({ error: 'Вкажіть кількість годин' }).check(z.int(), z.minimum(1, 'Від 1 години'), z.maximum(720, 'Не більше 720 годин')),
  urgentWindowHours: z.number().check(z.int(), z.minimum(1, 'Від 1 години'), z.maximum(168, 'Не більше 168 годин')),
  // Optional on the wire so a client that predates it keeps working; the stored default is 24.
  highRiskServiceLevelHours: z._default(z.number().check(z.int(), z.minimum(1, 'Від 1 години'), z.maximum(720, 'Не більше 720 годин')), 24),
  duplicateWindowDays: z.number().check(z.int(), z.minimum(1, 'Від 1 дня'), z.maximum(365, 'Не більше 365 днів')),
  formLimitPerHour: z.number().check(z.int(), z.minimum(1, 'Від 1'), z.maximum(100_000, 'Не більше 100000')),
  formLimitPerDay: z.number().check(z.int(), z.minimum(1, 'Від 1'), z.maximum(1_000_000, 'Не більше 1000000')),
  // Optional on the wire like the one above; the stored defaults are 24 and 36 months.
  retentionMonths: z._default(months, DEFAULT_RETENTION_MONTHS),
  readAuditMonths: z._default(months, DEFAULT_READ_AUDIT_MONTHS),
});

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
