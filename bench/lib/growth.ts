import { contentEntryEntity } from '@dosyt/functions/db/entities/content-entry.entity';
import { userEntity } from '@dosyt/functions/db/entities/user.entity';
import { uniqueEmailEntity } from '@dosyt/functions/db/entities/unique-email.entity';
import type { Staff, StoredItem } from './dataset';

/**
 * What grows beside the appeals: the posts the site's feeds page, and the staff accounts
 * that distribution and the admin's executor choice look at. Each is planned here and
 * written straight into the table, a small size before the baseline reads and the rest
 * before the full-size reads (bench/run.ts, the growth reads).
 */

const stored = (params: unknown): StoredItem => (params as { Item: StoredItem }).Item;

/** The skeleton's categories (functions/src/reference/seed/content-skeleton.ts): the posts take them in turn. */
const CATEGORY_IDS = [2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Posts `from`..`from + count - 1` as the admin would save them: published, one or two categories, no media. */
export function planPosts(from: number, count: number, table: string): StoredItem[] {
  return Array.from({ length: count }, (_, i) => {
    const id = from + i;
    const categories = id % 3 === 0 ? [CATEGORY_IDS[id % 9], CATEGORY_IDS[(id + 4) % 9]] : [CATEGORY_IDS[id % 9]];
    const slug = `bench-post-${id}`;
    return stored(
      contentEntryEntity
        .put({
          collection: 'posts',
          id,
          documentId: `benchpost${id}`.padEnd(24, '0'),
          slug,
          fields: {
            slug,
            title: `Публікація ${id}`,
            description: `<p>${'Текст публікації для навантажувального тесту. '.repeat(40)}</p>`,
            img: null,
            slides: [],
            categories,
          },
          publishedAt: new Date(Date.UTC(2025, 0, 1) + id * 3_600_000).toISOString(),
        })
        .params({ table }),
    );
  });
}

/**
 * Accounts that registered and were never activated, or were deactivated: they carry no
 * appeal, so the executors' index holds none of them (no executor keys are written here), and
 * the growth reads show the distribution and the executor candidates do not read them.
 */
export function planFormerStaff(from: number, count: number, staff: readonly Staff[], table: string): StoredItem[] {
  const places = staff.filter((s) => s.roles.includes('USER') && s.regionId !== undefined);
  return Array.from({ length: count }, (_, i) => {
    const id = from + i;
    const place = places[i % places.length];
    const email = `bench.former${id}@example.com`;
    const at = new Date().toISOString();
    return [
      stored(
        userEntity
          .put({
            id,
            email,
            passwordHash: 'not-used',
            name: 'Колишня',
            last_name: 'Фахівчиня',
            phone: `38067${String(6_000_000 + id).padStart(7, '0')}`,
            responsability: 'Фахівчиня із соціальної роботи',
            institution: 'Центр соціальних служб',
            assistanceIds: place.assistanceIds,
            regionId: place.regionId,
            communityId: place.communityId,
            roles: ['USER'],
            isActive: false,
            emailVerified: true,
            workStatus: false,
            openAssignments: 0,
            createdAt: at,
            updatedAt: at,
          })
          .params({ table }),
      ),
      stored(uniqueEmailEntity.put({ email, userId: id }).params({ table })),
    ];
  }).flat();
}
