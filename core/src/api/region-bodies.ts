/** The bodies of the regions routes (regions.ts): the functions' pipeline parses each request with these. */
import * as z from '../validation/zod';

export const communitySearchSchema = z.object({
  name: z.string({ error: 'Вкажіть назву громади' }).check(z.maxLength(100, 'Назва задовга')),
  region_id: z.coerce.number({ error: 'Оберіть регіон' }).check(z.int(), z.positive('Оберіть регіон')),
});

export const regionActiveSchema = z.object({ activeStatus: z.boolean({ error: 'Вкажіть статус' }) });
