import { db } from '../db/service';

/**
 * Names and e-mails of staff, nothing else of their user items: the referral lists
 * name who recorded consent, and executors are mailed. The function's policy lets it
 * read these attributes only (functions/src/db/table-access.ts).
 */
export async function staffNames(ids: readonly number[]): Promise<Map<number, { id: number; name: string; last_name: string; email: string }>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const { data } = await db()
    .entities.user.get(unique.map((id) => ({ id })))
    .go({ attributes: ['id', 'name', 'last_name', 'email'] });
  return new Map(data.map((u) => [u.id, { id: u.id, name: u.name, last_name: u.last_name, email: u.email }]));
}

export const staffName = (u: { name: string; last_name: string } | undefined): string => (u ? `${u.name} ${u.last_name}`.trim() : '');
