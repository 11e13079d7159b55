/** The bodies of the appeals and assignments routes that core's appeal schemas leave out. */
import * as z from '../validation/zod';

/** The confirmation carries the version the admin saw, so they forget the appeal they looked at. */
export const anonymiseRequestSchema = z.object({
  version: z.number({ error: 'Оновіть сторінку й підтвердіть ще раз' }).check(z.int(), z.minimum(1)),
});

export const addAssignmentSchema = z.object({
  userId: z.number().check(z.int(), z.positive('Оберіть виконавця')),
  assistanceTypeId: z.number().check(z.int(), z.positive('Оберіть вид допомоги')),
});
