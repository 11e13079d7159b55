import * as z from '@dosyt/core/validation/zod';
import { MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS } from '@dosyt/core/appeal/retention.rules';

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}: вкажіть число` })
    .check(z.int(`${label}: ціле число`), z.minimum(min, `${label}: не менше ${min}`), z.maximum(max, `${label}: не більше ${max}`));

/** The bounds the server keeps (PUT /api/settings/appeals), checked before sending. */
export const appealSettingsSchema = z.object({
  serviceLevelHours: whole('Термін опрацювання', 1, 720),
  urgentWindowHours: whole('Вікно терміновості', 1, 168),
  highRiskServiceLevelHours: whole('Термін для високого ризику', 1, 720),
  duplicateWindowDays: whole('Вікно дублікатів', 1, 365),
  formLimitPerHour: whole('Ліміт за годину', 1, 100_000),
  formLimitPerDay: whole('Ліміт за добу', 1, 1_000_000),
  retentionMonths: whole('Строк зберігання даних звернення', MIN_RETENTION_MONTHS, MAX_RETENTION_MONTHS),
  readAuditMonths: whole('Строк зберігання журналу переглядів', MIN_RETENTION_MONTHS, MAX_RETENTION_MONTHS),
});

/** Names of assistance types: 3 to 100 characters, as the server asks. */
export const assistanceNameSchema = z.string().check(z.trim(), z.minLength(3, 'Назва має містити щонайменше 3 символи'), z.maxLength(100, 'Назва задовга'));
