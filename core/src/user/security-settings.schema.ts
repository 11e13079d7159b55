import * as z from '../validation/zod';
import { IDLE_MINUTES } from './idle.rules';

export const securitySettingsSchema = z.object({
  idleMinutes: z
    .number({ error: 'Вкажіть кількість хвилин' })
    .check(z.int('Ціле число хвилин'), z.minimum(IDLE_MINUTES.min, 'Від 5 хвилин'), z.maximum(IDLE_MINUTES.max, 'Не більше 120 хвилин')),
  twoFactorForEveryone: z.boolean({ error: 'Вкажіть, чи потрібен другий фактор усім' }),
});

export type SecuritySettingsInput = z.infer<typeof securitySettingsSchema>;
