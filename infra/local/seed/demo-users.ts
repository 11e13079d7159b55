import { hashPassword } from '@dosyt/functions/auth/password';
import { db } from '@dosyt/functions/db/service';
import { activeAdminKeys, executorKeys } from '@dosyt/functions/db/entities/user.entity';
import { ensureCounterAtLeast } from '@dosyt/functions/db/counters';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@dosyt/functions/lib/aws';
import { env } from '@dosyt/functions/lib/env';

/** Demo accounts for the local platform only; the cloud never runs this seed. */
export const DEFAULT_DEMO_PASSWORD = 'Demo#2024pass';

const POLTAVA = 53;
const POLTAVA_CITY = 'UA53080370000025447';

export const DEMO_ACCOUNTS = [
  {
    id: 1,
    email: 'admin@example.com',
    roles: ['ADMIN'],
    name: 'Олена',
    last_name: 'Адміністраторка',
    responsability: 'Адміністратор платформи',
    assistanceIds: [] as number[],
    phone: '380501112233',
  },
  {
    id: 2,
    email: 'user@example.com',
    roles: ['USER'],
    name: 'Ірина',
    last_name: 'Коваленко',
    responsability: 'Практична психологиня',
    assistanceIds: [1, 2, 3],
    phone: '380671234567',
  },
  {
    id: 3,
    email: 'user2@example.com',
    roles: ['USER'],
    name: 'Андрій',
    last_name: 'Мельник',
    responsability: 'Соціальний працівник',
    assistanceIds: [3, 4, 5, 6],
    phone: '380931234567',
  },
  {
    id: 4,
    email: 'observer@example.com',
    roles: ['OBSERVER'],
    name: 'Марія',
    last_name: 'Шевченко',
    responsability: 'Спостерігачка громади',
    assistanceIds: [7],
    phone: '380661234567',
  },
] as const;

export async function seedDemoUsers(password = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD): Promise<void> {
  const passwordHash = await hashPassword(password);
  for (const account of DEMO_ACCOUNTS) {
    await db()
      .entities.user.put({
        id: account.id,
        email: account.email,
        passwordHash,
        name: account.name,
        last_name: account.last_name,
        phone: account.phone,
        responsability: account.responsability,
        institution: 'Полтавський міський центр соціальних служб',
        assistanceIds: [...account.assistanceIds],
        regionId: POLTAVA,
        communityId: POLTAVA_CITY,
        districtId: 'UA53080000000068029',
        roles: [...account.roles],
        isActive: true,
        emailVerified: true,
        workStatus: true,
        demoAccount: true,
        ...activeAdminKeys({ id: account.id, roles: account.roles, isActive: true }),
        ...executorKeys({ id: account.id, roles: account.roles, isActive: true, emailVerified: true, regionId: POLTAVA, assistanceIds: account.assistanceIds }),
      })
      .go();
    // The e-mail uniqueness guard the registration use-case relies on.
    await dynamo().send(new PutCommand({ TableName: env().TABLE_NAME, Item: { pk: `unique#email#${account.email}`, sk: 'unique', userId: account.id } }));
  }
  await ensureCounterAtLeast('user', DEMO_ACCOUNTS.length);
}
