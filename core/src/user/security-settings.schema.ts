import * as z from '../validation/zod';

/** Idle logout in the admin area (issue 20): minutes without activity, an admin's setting. */
export const IDLE_MINUTES = { min: 5, max: 120, default: 15 } as const;

export const securitySettingsSchema = z.object({
  idleMinutes: z
    .number({ error: 'Вкажіть кількість хвилин' })
    .check(z.int('Ціле число хвилин'), z.minimum(IDLE_MINUTES.min, 'Від 5 хвилин'), z.maximum(IDLE_MINUTES.max, 'Не більше 120 хвилин')),
  twoFactorForEveryone: z.boolean({ error: 'Вкажіть, чи потрібен другий фактор усім' }),
});

export type SecuritySettingsInput = z.infer<typeof securitySettingsSchema>;
