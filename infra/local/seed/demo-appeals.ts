import { ANONYMOUS_NAME, type AppealCreateBody } from '@dosyt/core/appeal/appeal.schema';
import { MINORS_ID } from '@dosyt/core/assistance/assistance';
import { STATUS } from '@dosyt/core/status/status.rules';
import { hashPassword } from '@dosyt/functions/auth/password';
import { nextId } from '@dosyt/functions/db/counters';
import { db } from '@dosyt/functions/db/service';
import { executorKeys, type UserItem } from '@dosyt/functions/db/entities/user.entity';
import type { Caller } from '@dosyt/functions/lib/tokens';
import { loadAppealPartition } from '@dosyt/functions/db/appeal-store';
import { createAppeal } from '@dosyt/functions/appeals/create-appeal';
import { updateAssignment } from '@dosyt/functions/assignments/update-assignment';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from './demo-users';
import { generator } from './random';
import { CHANNELS, OPERATORS, targetStatus, TYPE_WEIGHTS } from './demo-mix';

/**
 * Demo appeals for the local platform (never the cloud, never the test runs): about
 * 150 appeals over the last six months in five regions, in every status, written
 * through the same use-cases the API runs (with the clock set back), so assignments,
 * counters, reports and the audit trail are exactly what real use would leave.
 * Everything here is invented. Random but reproducible: the same seed every time.
 */

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;

const POLTAVA_CITY = 'UA53080370000025447';
const KREMENCHUK = 'UA53020110000092487';
const MYRHOROD = 'UA53060230000098362';
const KYIV_CITY = 'UA80000000000093317';
const BROVARY = 'UA32060050000030591';
const BILA_TSERKVA = 'UA32020010000093088';
const LVIV_CITY = 'UA46060250000025047';
const KHARKIV_CITY = 'UA63120270000028556';

/** Executors for the regions beyond the four demo accounts, so distribution works everywhere. */
export const DEMO_EXECUTORS = [
  {
    email: 'kremenchuk.user@example.com',
    name: 'Людмила',
    last_name: 'Приходько',
    regionId: 53,
    communityId: KREMENCHUK,
    assistanceIds: [1, 3, 5],
    responsability: 'Фахівчиня із соціальної роботи',
    institution: 'Кременчуцький центр соціальних служб',
  },
  {
    email: 'myrhorod.user@example.com',
    name: 'Віталій',
    last_name: 'Коломієць',
    regionId: 53,
    communityId: MYRHOROD,
    assistanceIds: [2, 4, 6],
    responsability: 'Юрист центру безоплатної правничої допомоги',
    institution: 'Миргородське бюро правничої допомоги',
  },
  {
    email: 'kyiv.user@example.com',
    name: 'Оксана',
    last_name: 'Гребенюк',
    regionId: 80,
    communityId: KYIV_CITY,
    assistanceIds: [1, 2, 3],
    responsability: 'Кризова психологиня',
    institution: 'Київський міський центр соціальних служб',
  },
  {
    email: 'kyiv.user2@example.com',
    name: 'Дмитро',
    last_name: 'Савчук',
    regionId: 80,
    communityId: KYIV_CITY,
    assistanceIds: [3, 4, 5, 6],
    responsability: 'Соціальний працівник',
    institution: 'Київський міський центр соціальних служб',
  },
  {
    email: 'kyivobl.user@example.com',
    name: 'Наталія',
    last_name: 'Бойко',
    regionId: 32,
    communityId: BROVARY,
    assistanceIds: [1, 2, 3, 6],
    responsability: 'Психологиня служби у справах дітей',
    institution: 'Броварський центр соціальних служб',
  },
  {
    email: 'kyivobl.user2@example.com',
    name: 'Ігор',
    last_name: 'Кучер',
    regionId: 32,
    communityId: BILA_TSERKVA,
    assistanceIds: [2, 4, 5],
    responsability: 'Фахівець із соціальної роботи',
    institution: 'Білоцерківський центр соціальних служб',
  },
  {
    email: 'lviv.user@example.com',
    name: 'Софія',
    last_name: 'Гнатишин',
    regionId: 46,
    communityId: LVIV_CITY,
    assistanceIds: [1, 2, 3],
    responsability: 'Практична психологиня',
    institution: 'Львівський міський центр соціальних служб',
  },
  {
    email: 'lviv.user2@example.com',
    name: 'Роман',
    last_name: 'Федорів',
    regionId: 46,
    communityId: LVIV_CITY,
    assistanceIds: [3, 4, 5, 6],
    responsability: 'Соціальний працівник',
    institution: 'Львівський міський центр соціальних служб',
  },
  {
    email: 'kharkiv.user@example.com',
    name: 'Юлія',
    last_name: 'Власенко',
    regionId: 63,
    communityId: KHARKIV_CITY,
    assistanceIds: [1, 2, 3, 6],
    responsability: 'Психологиня кризового центру',
    institution: 'Харківський кризовий центр',
  },
  {
    email: 'kharkiv.user2@example.com',
    name: 'Олександр',
    last_name: 'Литвин',
    regionId: 63,
    communityId: KHARKIV_CITY,
    assistanceIds: [2, 3, 4, 5],
    responsability: 'Юрист',
    institution: 'Харківський центр правничої допомоги',
  },
] as const;

/** Where the appeals come from: region, its share, and its communities with weights. */
const GEOGRAPHY: Array<{ regionId: number; count: number; communities: Array<[string, number]> }> = [
  {
    regionId: 53,
    count: 80,
    communities: [
      [POLTAVA_CITY, 45],
      [KREMENCHUK, 15],
      [MYRHOROD, 10],
      ['UA53040030000088898', 10], // Лубни
      ['UA53020030000081709', 10], // Горішні Плавні
      ['UA53080390000027656', 10], // Решетилівка
    ],
  },
  {
    regionId: 32,
    count: 18,
    communities: [
      [BROVARY, 35],
      [BILA_TSERKVA, 30],
      ['UA32040010000010116', 20],
      ['UA32080150000035443', 15],
    ],
  },
  {
    regionId: 46,
    count: 18,
    communities: [
      [LVIV_CITY, 60],
      ['UA46020030000019252', 25],
      ['UA46020010000073886', 15],
    ],
  },
  {
    regionId: 63,
    count: 18,
    communities: [
      [KHARKIV_CITY, 60],
      ['UA63020010000079018', 20],
      ['UA63040010000010092', 20],
    ],
  },
  { regionId: 80, count: 16, communities: [[KYIV_CITY, 100]] },
];

const FIRST_NAMES = [
  'Олена',
  'Наталія',
  'Тетяна',
  'Світлана',
  'Ірина',
  'Оксана',
  'Юлія',
  'Марина',
  'Людмила',
  'Галина',
  'Вікторія',
  'Анна',
  'Катерина',
  'Надія',
  'Лариса',
  'Валентина',
  'Богдана',
  'Христина',
  'Софія',
  'Дарина',
  'Андрій',
  'Олег',
  'Василь',
];
const LAST_NAMES = [
  'Бондаренко',
  'Ткаченко',
  'Кравченко',
  'Олійник',
  'Шевчук',
  'Поліщук',
  'Лисенко',
  'Мороз',
  'Руденко',
  'Савченко',
  'Гончаренко',
  'Мартинюк',
  'Гаврилюк',
  'Кузьменко',
  'Литвиненко',
  'Марченко',
  'Пономаренко',
  'Сидоренко',
  'Ковальчук',
  'Яковенко',
  'Степаненко',
  'Павленко',
  'Білик',
  'Захарченко',
];
const CALL_CENTRE = ['Мирослава Дячук', 'Павло Остапчук', 'Ганна Климко'];

const DESCRIPTIONS = [
  'Чоловік постійно принижує, забирає гроші, погрожує. Потрібна консультація, як діяти далі.',
  'Колишній партнер переслідує, пише погрози у месенджерах. Боюся за себе і дитину.',
  'Після сварки чоловік вдарив. Хочу дізнатися про терміновий заборонний припис.',
  'Батько випиває і кричить на дітей, не знаю, куди звернутися по допомогу.',
  'Потрібен тимчасовий притулок для мене і двох дітей, вдома небезпечно.',
  'Свекруха і чоловік не дозволяють виходити з дому, забрали телефон і документи.',
  'Хочу поговорити з психологом, не можу спати після того, що сталося.',
  'Дитина боїться вітчима, він кричить і погрожує. Прошу порадити, що робити.',
  'Потрібна консультація щодо розлучення, поділу майна та аліментів.',
  'Сусідка просить допомоги: за стіною чути крики і удари, вона боїться дзвонити сама.',
  'Мати похилого віку зазнає знущань від сина, потрібен соціальний супровід.',
  'Після побоїв болить рука, потрібен огляд лікаря і довідка для поліції.',
];

const FINISH_COMMENTS = [
  '[b]Проведено[/b] дві консультації психолога, складено план безпеки.',
  'Надано юридичну консультацію щодо заборонного припису, допомогли скласти заяву до поліції.',
  'Заявницю з дітьми розміщено у притулку, [i]налагоджено[/i] зв’язок із соціальною службою громади.',
  'Організовано огляд і консультацію сімейного лікаря, призначено повторний візит.',
  'Передано справу службі у справах дітей, дитина під наглядом, родину взято на супровід.',
  'Проведено телефонну розмову, заявниця отримала контакти кризового центру і поліції.',
  'Підготовлено позовну заяву про розірвання шлюбу та стягнення аліментів, супровід триває у суді.',
];

/** Demo staff in the other regions; an existing e-mail is reused, so a half-finished seed can run again. */
async function ensureDemoExecutors(): Promise<void> {
  const passwordHash = await hashPassword(process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD);
  for (const person of DEMO_EXECUTORS) {
    const { data: existing } = await db().entities.uniqueEmail.get({ email: person.email }).go();
    if (existing) continue;
    const id = await nextId('user');
    await db()
      .transaction.write(({ user, uniqueEmail }) => [
        uniqueEmail.create({ email: person.email, userId: id }).commit(),
        user
          .create({
            id,
            email: person.email,
            passwordHash,
            name: person.name,
            last_name: person.last_name,
            phone: `38067${String(5_550_000 + id).padStart(7, '0')}`,
            responsability: person.responsability,
            institution: person.institution,
            assistanceIds: [...person.assistanceIds],
            regionId: person.regionId,
            communityId: person.communityId,
            roles: ['USER'],
            isActive: true,
            emailVerified: true,
            workStatus: true,
            openAssignments: 0,
            ...executorKeys({ id, roles: ['USER'], isActive: true, emailVerified: true, regionId: person.regionId, assistanceIds: person.assistanceIds }),
          })
          .commit(),
      ])
      .go();
  }
}

type Staff = UserItem;

/** The region's accounts as stored (names for the callers below); the seed's own read, not a request's. */
const regionStaff = async (regionId: number): Promise<Staff[]> => (await db().entities.user.query.byRegion({ regionId }).go({ pages: 'all' })).data;

const callerOf = (u: Staff): Caller => ({ userId: u.id, name: `${u.name} ${u.last_name}`, roles: ['USER'], regionId: u.regionId ?? null });

export interface DemoAppealsOptions {
  /** How many appeals (about 150 by default, spread over the regions as above). */
  count?: number;
  /** The present, for the time spread. */
  now?: number;
  /** Called after each appeal with how many are done of how many (npm start's progress line). */
  onProgress?: (done: number, total: number) => void;
}

export async function seedDemoAppeals(options: DemoAppealsOptions = {}): Promise<void> {
  const realNow = options.now ?? Date.now();
  const rnd = generator(20240601);
  await ensureDemoExecutors();

  const admin = DEMO_ACCOUNTS.find((a) => (a.roles as readonly string[]).includes('ADMIN'))!;
  const adminCaller: Caller = { userId: admin.id, name: `${admin.name} ${admin.last_name}`, roles: ['ADMIN'], regionId: null };
  const total = GEOGRAPHY.reduce((s, g) => s + g.count, 0);
  const scale = (options.count ?? total) / total;

  // Each appeal's place and moment first, then all of them in time order (so duplicates link as they would).
  const plan = GEOGRAPHY.flatMap((g) =>
    Array.from({ length: Math.max(1, Math.round(g.count * scale)) }, () => ({
      regionId: g.regionId,
      communityId: rnd.weighted(g.communities),
      at: realNow - Math.floor(rnd.next() ** 1.3 * 180 * DAY) - rnd.int(1, 6) * HOUR,
    })),
  ).sort((a, b) => a.at - b.at);

  const staffByRegion = new Map<number, Staff[]>();
  const staffOf = async (regionId: number) => {
    if (!staffByRegion.has(regionId)) staffByRegion.set(regionId, await regionStaff(regionId));
    return staffByRegion.get(regionId)!;
  };
  const recentPhones: Array<{ phone: string; at: number }> = [];

  for (const [index, item] of plan.entries()) {
    // Phones: mostly new; now and then someone writes again within a month (a duplicate).
    const earlier = recentPhones.filter((p) => item.at - p.at < 25 * DAY);
    const phone =
      earlier.length > 0 && rnd.next() < 0.08 ? rnd.pick(earlier).phone : `38${rnd.pick(OPERATORS)}${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`;
    recentPhones.push({ phone, at: item.at });

    const types = [rnd.weighted(TYPE_WEIGHTS)];
    if (rnd.next() < 0.3) {
      const second = rnd.weighted(TYPE_WEIGHTS);
      if (!types.includes(second)) types.push(second);
    }
    const children = types.includes(MINORS_ID) || rnd.next() < 0.12;
    const childCount = children ? rnd.int(1, 3) : 0;
    const anonymous = rnd.next() < 0.15;
    const viaCallCentre = rnd.next() < 0.3;
    const name = rnd.pick(FIRST_NAMES);
    const lastName = rnd.pick(LAST_NAMES);
    const body: AppealCreateBody & Record<string, unknown> = {
      name: anonymous ? ANONYMOUS_NAME : name,
      ...(anonymous ? {} : { last_name: lastName }),
      creator: viaCallCentre ? rnd.pick(CALL_CENTRE) : anonymous ? ANONYMOUS_NAME : `${name} ${lastName}`,
      ...(viaCallCentre ? { date_communication: new Date(item.at).toISOString() } : {}),
      region_id: item.regionId,
      community_id: item.communityId,
      phone,
      communiction: rnd.pick(CHANNELS),
      assistance_ids: types,
      description: rnd.pick(DESCRIPTIONS),
      children_help: children,
      children_count: childCount,
      ...(children ? { children_ages: { [rnd.pick(['0_3', '3_7', '7_14', '14_17'])]: 1, ...(childCount > 1 ? { '7_14': 1 } : {}) } } : {}),
    };
    const { appeal } = await createAppeal(body, {
      caller: viaCallCentre ? adminCaller : null,
      sourceIp: `seed-${index}`,
      now: item.at,
      notify: false,
      rateLimit: false,
    });
    options.onProgress?.(index + 1, plan.length);

    // Carry each record as far as its age says, each step a little later than the last.
    const partition = await loadAppealPartition(appeal.id);
    const staff = await staffOf(item.regionId);
    const ageDays = (realNow - item.at) / DAY;
    for (const record of partition?.assignments ?? []) {
      const target = targetStatus(ageDays, rnd.next());
      let at = item.at;
      const later = (minHours: number, maxHours: number) => {
        at = Math.min(at + rnd.int(minHours * 60, maxHours * 60) * 60_000, realNow - 5 * 60_000);
        return at;
      };
      let executor = staff.find((u) => u.id === record.userId);
      if (!executor) continue;
      if (target >= STATUS.FORWARD && (target === STATUS.FORWARD || rnd.next() < 0.2)) {
        const colleague = staff.find(
          (u) =>
            u.id !== record.userId && u.roles.includes('USER') && u.isActive && u.assistanceIds[0] !== 7 && u.assistanceIds.includes(record.assistanceTypeId),
        );
        if (colleague) {
          await updateAssignment(callerOf(executor), record.id, { userId: colleague.id }, { now: later(1, 20), notify: false });
          executor = colleague;
        }
      }
      if (target >= STATUS.WORK) await updateAssignment(callerOf(executor), record.id, { appealStatusId: STATUS.WORK }, { now: later(2, 30), notify: false });
      if (target === STATUS.FINISH) {
        await updateAssignment(
          callerOf(executor),
          record.id,
          { appealStatusId: STATUS.FINISH, comment: rnd.pick(FINISH_COMMENTS) },
          { now: later(24, 9 * 24), notify: false },
        );
      }
    }
  }
}
