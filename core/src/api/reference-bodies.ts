/** The bodies of the reference routes (reference.ts): the functions' pipeline parses each request with these. */
import * as z from '../validation/zod';
import { DEFAULT_READ_AUDIT_MONTHS, DEFAULT_RETENTION_MONTHS, MAX_RETENTION_MONTHS, MIN_RETENTION_MONTHS } from '../appeal/retention.rules';

export const assistanceSchema = z.object({
  description: z
    .string({ error: 'Вкажіть назву' })
    .check(z.trim(), z.minLength(3, 'Назва має містити щонайменше 3 символи'), z.maxLength(100, 'Назва задовга')),
  retired: z.optional(z.boolean()),
});

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
