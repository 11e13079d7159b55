/**
 * The benchmark's data set, made in memory and deterministically (a seeded
 * generator): staff for every active region, and N appeals over the last 365 days
 * with their assignments, distributed and progressed the way the platform does it.
 *
 * Nothing here talks to DynamoDB. Items are produced in their STORED form by the
 * platform's own ElectroDB entities (`entity.put(item).params()`), so keys, index
 * attributes and ElectroDB bookkeeping are exactly what the use-cases write;
 * bench/lib/seed.ts writes them and the aggregates derived from them.
 */
import { createHash } from 'node:crypto';
import { ASSISTANCE_TYPES, MINORS_ID } from '@dosyt/core/assistance/assistance';
import { deadlineFrom } from '@dosyt/core/appeal/deadline.rules';
import { DEFAULT_HIGH_RISK_SERVICE_LEVEL_HOURS, riskLevel, type RiskAnswers } from '@dosyt/core/appeal/risk.rules';
import { appealStatusFromAssignments, STATUS } from '@dosyt/core/status/status.rules';
import { appealEntity, type AppealItem } from '@dosyt/functions/db/entities/appeal.entity';
import { assignmentEntity, withUrgentIndex, type AssignmentItem } from '@dosyt/functions/db/entities/assignment.entity';
import { activeAdminKeys, executorKeys, userEntity, type UserItem } from '@dosyt/functions/db/entities/user.entity';
import { uniqueEmailEntity } from '@dosyt/functions/db/entities/unique-email.entity';
import { chatMessageEntity } from '@dosyt/functions/db/entities/chat-message.entity';
import { pickExecutors, type ExecutorCandidate } from '@dosyt/functions/appeals/distribution';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/demo-users';
import { generator } from '../../infra/local/seed/random';
import { CHANNELS, OPERATORS, targetStatus, TYPE_WEIGHTS } from '../../infra/local/seed/demo-mix';

export type StoredItem = Record<string, unknown>;

const DAY = 24 * 3_600_000;

export interface RegionRef {
  id: number;
  name: string;
  population: number;
}

export interface CommunityRef {
  id: string;
  regionId: number;
  population: number;
}

export interface Staff extends ExecutorCandidate {
  email: string;
  name: string;
  last_name: string;
}

export interface PlannedAppeal {
  appeal: AppealItem;
  assignments: AssignmentItem[];
}

/** Cumulative weights for O(log n) weighted picks over thousands of communities. */
function weightedPicker<T>(items: readonly T[], weight: (item: T) => number) {
  const cumulative: number[] = [];
  let sum = 0;
  for (const item of items) {
    sum += Math.max(1, weight(item));
    cumulative.push(sum);
  }
  return (roll: number): T => {
    const target = roll * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}

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
  'Андрій',
  'Олег',
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
  'Кузьменко',
  'Марченко',
];
const DESCRIPTIONS = [
  'Чоловік постійно принижує, забирає гроші, погрожує. Потрібна консультація, як діяти далі.',
  'Колишній партнер переслідує, пише погрози у месенджерах. Боюся за себе і дитину.',
  'Після сварки чоловік вдарив. Хочу дізнатися про терміновий заборонний припис.',
  'Потрібен тимчасовий притулок для мене і двох дітей, вдома небезпечно.',
  'Хочу поговорити з психологом, не можу спати після того, що сталося.',
  'Потрібна консультація щодо розлучення, поділу майна та аліментів.',
];
const TYPE_NAMES = new Map<number, string>(ASSISTANCE_TYPES.map((t) => [t.id, t.description]));

export const phoneHashOf = (phone: string) => createHash('sha256').update(phone).digest('hex');

/**
 * Staff: the demo accounts (ids 1-4, Полтавська область) plus 3-14 executors per
 * active region by population, whose functions rotate over types 1-6 so that
 * every type has someone in every region.
 */
export function planStaff(regions: readonly RegionRef[], communities: readonly CommunityRef[], firstId: number): Staff[] {
  const rnd = generator(7);
  const totalPopulation = regions.reduce((s, r) => s + r.population, 0);
  const staff: Staff[] = DEMO_ACCOUNTS.map((a) => ({
    id: a.id,
    email: a.email,
    name: a.name,
    last_name: a.last_name,
    roles: [...a.roles],
    isActive: true,
    emailVerified: true,
    workStatus: true,
    assistanceIds: [...a.assistanceIds],
    regionId: 53,
    communityId: 'UA53080370000025447',
    openAssignments: 0,
  }));
  let id = firstId;
  for (const region of regions) {
    const count = Math.min(14, Math.max(3, Math.round((150 * region.population) / totalPopulation)));
    const big = communities
      .filter((c) => c.regionId === region.id)
      .sort((a, b) => b.population - a.population)
      .slice(0, 4);
    for (let j = 0; j < count; j++) {
      const types = [0, 1, 2].map((k) => ((j * 2 + k) % 6) + 1);
      staff.push({
        id,
        email: `bench.executor${id}@example.com`,
        name: rnd.pick(FIRST_NAMES),
        last_name: rnd.pick(LAST_NAMES),
        roles: ['USER'],
        isActive: true,
        emailVerified: true,
        workStatus: true,
        assistanceIds: types,
        regionId: region.id,
        communityId: big[j % Math.max(1, big.length)]?.id ?? '',
        openAssignments: 0,
      });
      id++;
    }
  }
  return staff;
}

/**
 * The skew a country-wide service sees: one region with a share of all
 * appeals (a hot partition of the region list and counters), and one executor of that
 * region carrying a share of all records (the long history). Off by default.
 */
export interface Skew {
  hotRegionId: number;
  /** Share of all appeals in the hot region (1/3). */
  hotRegionShare: number;
  hotExecutorId: number;
  /** Share of all appeals that give the hot executor a record (0.025: 5,000 at 200,000). */
  hotExecutorShare: number;
}

/** Share of appeals screened as high risk, and of the last week's appeals still waiting for an executor of a type. */
export const HIGH_RISK_SHARE = 0.03;
export const UNASSIGNED_SHARE = 0.03;
const UNASSIGNED_MAX_AGE = 7 * DAY;

/**
 * N appeals, ids 1..N in time order over the last 365 days (the newest ten minutes
 * old). Region by population, community by population within the region, one or
 * two assistance types, 4% repeat phones (linked duplicates). Executors are picked
 * with the platform's own pickExecutors over running open counts; each record is
 * then carried as far as its age says (forwarded to a colleague, in work,
 * finished), and the appeal's status follows its records as the server computes it.
 * 3% are screened high risk (the shorter service level), and 3% of the last week's
 * wait for an executor of a type (the admins' 'Без виконавця' list).
 */
export function planAppeals(
  n: number,
  now: number,
  regions: readonly RegionRef[],
  communities: readonly CommunityRef[],
  staff: Staff[],
  skew?: Skew,
): PlannedAppeal[] {
  const rnd = generator(20240601);
  // A generator of its own for risk and unassigned types, so every other draw stays as it was.
  const rare = generator(911);
  const pickAnyRegion = weightedPicker(regions, (r) => r.population);
  const others = regions.filter((r) => r.id !== skew?.hotRegionId);
  const pickOther = weightedPicker(others.length > 0 ? others : regions, (r) => r.population);
  const hotRegion = regions.find((r) => r.id === skew?.hotRegionId);
  const pickRegion = (roll: number) => {
    if (!skew || !hotRegion) return pickAnyRegion(roll);
    return roll < skew.hotRegionShare ? hotRegion : pickOther((roll - skew.hotRegionShare) / (1 - skew.hotRegionShare));
  };
  const byRegion = new Map<number, (roll: number) => CommunityRef>();
  for (const region of regions) {
    const own = communities.filter((c) => c.regionId === region.id);
    if (own.length > 0)
      byRegion.set(
        region.id,
        weightedPicker(own, (c) => c.population),
      );
  }
  const pickType = weightedPicker(TYPE_WEIGHTS, ([, w]) => w);
  const staffByRegion = new Map<number, Staff[]>();
  for (const person of staff) {
    if (person.regionId === undefined) continue;
    const list = staffByRegion.get(person.regionId) ?? [];
    list.push(person);
    staffByRegion.set(person.regionId, list);
  }
  const open = new Map<number, number>();
  const firstByPhone = new Map<string, { id: number; duplicateOf?: number; at: number }>();
  const recentPhones: string[] = [];
  const span = 365 * DAY;
  const start = now - span;
  const out: PlannedAppeal[] = [];
  let assignmentId = 0;

  for (let id = 1; id <= n; id++) {
    const at = Math.floor(start + ((id - 1 + rnd.next() * 0.9) / n) * (span - 10 * 60_000));
    const createdAt = new Date(at).toISOString();
    let region = pickRegion(rnd.next());
    while (!byRegion.has(region.id)) region = pickRegion(rnd.next());
    const community = byRegion.get(region.id)!(rnd.next());

    const repeat = recentPhones.length > 0 && rnd.next() < 0.04;
    const phone = repeat ? rnd.pick(recentPhones) : `38${rnd.pick(OPERATORS)}${String(rnd.int(0, 9_999_999)).padStart(7, '0')}`;
    const first = firstByPhone.get(phone);
    const duplicate = first !== undefined && at - first.at < 30 * DAY;
    if (!first || !duplicate) firstByPhone.set(phone, { id, at });
    recentPhones.push(phone);
    if (recentPhones.length > 500) recentPhones.shift();

    const types = [pickType(rnd.next())[0]];
    if (rnd.next() < 0.3) {
      const second = pickType(rnd.next())[0];
      if (!types.includes(second)) types.push(second);
    }
    const children = types.includes(MINORS_ID) || rnd.next() < 0.12;
    const anonymous = rnd.next() < 0.15;
    const name = anonymous ? 'Анонімний' : rnd.pick(FIRST_NAMES);
    const lastName = anonymous ? undefined : rnd.pick(LAST_NAMES);

    // The hot executor gets records only by the skew's draw, so their history has the planned length.
    const candidates = (staffByRegion.get(region.id) ?? [])
      .filter((u) => u.id !== skew?.hotExecutorId)
      .map((u) => ({ ...u, openAssignments: open.get(u.id) ?? 0 }));
    // A recent appeal may still wait for an executor of its last type ('Без виконавця'): nobody of it was free.
    const unassignedTypeIds = now - at < UNASSIGNED_MAX_AGE && rare.next() < UNASSIGNED_SHARE ? types.slice(-1) : [];
    const picks = pickExecutors(types, candidates, { regionId: region.id, communityId: community.id }).filter((p) => !unassignedTypeIds.includes(p.typeId));
    const riskAnswers: RiskAnswers | undefined = rare.next() < HIGH_RISK_SHARE ? { threatsToKill: true, escalation: true } : undefined;
    if (skew && region.id === skew.hotRegionId && picks.length > 0 && rnd.next() < skew.hotExecutorShare / skew.hotRegionShare) {
      picks[0] = { ...picks[0], userId: skew.hotExecutorId };
    }
    const deadlineAt = riskAnswers ? deadlineFrom(at, DEFAULT_HIGH_RISK_SERVICE_LEVEL_HOURS) : deadlineFrom(at);
    const ageDays = (now - at) / DAY;
    let lastUpdate = at;
    const assignments: AssignmentItem[] = picks.map((p) => {
      assignmentId += 1;
      let userId = p.userId;
      let statusId: number = STATUS.NEW;
      let version = 1;
      let t = at;
      const later = (minHours: number, maxHours: number) => {
        t = Math.min(t + rnd.int(minHours * 60, maxHours * 60) * 60_000, now - 5 * 60_000);
        return t;
      };
      const target = targetStatus(ageDays, rnd.next());
      if (target >= STATUS.FORWARD && userId !== skew?.hotExecutorId && (target === STATUS.FORWARD || rnd.next() < 0.2)) {
        const colleague = candidates.find((u) => u.id !== userId && u.assistanceIds[0] !== 7 && u.assistanceIds.includes(p.typeId));
        if (colleague) {
          userId = colleague.id;
          statusId = STATUS.FORWARD;
          version++;
          later(1, 20);
        }
      }
      if (target >= STATUS.WORK) {
        statusId = STATUS.WORK;
        version++;
        later(2, 30);
      }
      let finishedAt: string | undefined;
      if (target === STATUS.FINISH) {
        statusId = STATUS.FINISH;
        version++;
        finishedAt = new Date(later(24, 9 * 24)).toISOString();
      }
      if (statusId !== STATUS.FINISH) open.set(userId, (open.get(userId) ?? 0) + 1);
      lastUpdate = Math.max(lastUpdate, t);
      return {
        id: assignmentId,
        appealId: id,
        userId,
        assistanceTypeId: p.typeId,
        statusId,
        deadlineAt,
        regionId: region.id,
        communityId: community.id,
        ...(finishedAt ? { finishedAt } : {}),
        version,
        createdAt,
        updatedAt: new Date(t).toISOString(),
      };
    });

    const appeal: AppealItem = {
      id,
      createdAt,
      updatedAt: new Date(lastUpdate).toISOString(),
      creator: anonymous ? 'Анонімний' : `${name} ${lastName}`,
      name,
      ...(lastName ? { last_name: lastName } : {}),
      phone,
      phoneHash: phoneHashOf(phone),
      community_id: community.id,
      region_id: region.id,
      communiction: rnd.pick(CHANNELS),
      assistans_type: types.map((t) => TYPE_NAMES.get(t) ?? '').join('\n'),
      assistanceIds: types,
      description: rnd.pick(DESCRIPTIONS),
      children_help: children,
      children_count: children ? rnd.int(1, 3) : 0,
      ...(children ? { children_ages: { '7_14': 1 } } : {}),
      status_id: appealStatusFromAssignments(assignments.map((a) => a.statusId)),
      ...(riskAnswers ? { riskAnswers, riskLevel: riskLevel(riskAnswers) } : {}),
      ...(unassignedTypeIds.length > 0 ? { unassignedTypeIds } : {}),
      isDuplicate: duplicate,
      ...(duplicate && first ? { duplicateOf: first.duplicateOf ?? first.id } : {}),
      deadlineAt,
      executorIds: [...new Set(assignments.map((a) => a.userId))],
      version: 1 + assignments.reduce((s, a) => s + a.version - 1, 0),
    };
    // The open records of an appeal with children carry the executor's urgent-index keys, as the writes give them.
    out.push({ appeal, assignments: assignments.map((a) => withUrgentIndex(a, appeal)) });
  }
  return out;
}

/** Open assignments per executor over a set of appeals (the user item's openAssignments). */
export function openCounts(appeals: Iterable<PlannedAppeal>): Map<number, number> {
  const open = new Map<number, number>();
  for (const { assignments } of appeals) {
    for (const a of assignments) if (a.statusId !== STATUS.FINISH) open.set(a.userId, (open.get(a.userId) ?? 0) + 1);
  }
  return open;
}

const stored = (params: unknown): StoredItem => (params as { Item: StoredItem }).Item;

export function appealItems(planned: PlannedAppeal, table: string): StoredItem[] {
  return [stored(appealEntity.put(planned.appeal).params({ table })), ...planned.assignments.map((a) => stored(assignmentEntity.put(a).params({ table })))];
}

export function staffItems(person: Staff, open: number, passwordHash: string, table: string): StoredItem[] {
  const user: UserItem = {
    id: person.id,
    email: person.email,
    passwordHash,
    name: person.name,
    last_name: person.last_name,
    phone: `38067${String(5_000_000 + person.id).padStart(7, '0')}`,
    responsability: 'Фахівчиня із соціальної роботи',
    institution: 'Центр соціальних служб',
    assistanceIds: person.assistanceIds,
    regionId: person.regionId,
    communityId: person.communityId,
    roles: person.roles as UserItem['roles'],
    isActive: true,
    emailVerified: true,
    isOnline: false,
    workStatus: true,
    openAssignments: open,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  };
  return [
    stored(userEntity.put({ ...user, ...activeAdminKeys(user), ...executorKeys(user) }).params({ table })),
    stored(uniqueEmailEntity.put({ email: person.email, userId: person.id }).params({ table })),
  ];
}

/**
 * Messages of one region's chat room, oldest first over the last 90 days, from the
 * region's staff (the chat history scenario reads the newest page of them).
 */
export function planChat(regionId: number, count: number, now: number, staff: readonly Staff[], table: string): StoredItem[] {
  const rnd = generator(53);
  const senders = staff.filter((s) => s.regionId === regionId);
  const span = 90 * DAY;
  return Array.from({ length: count }, (_, i) => {
    const sender = senders[i % Math.max(1, senders.length)];
    const createdAt = new Date(now - span + Math.floor(((i + rnd.next() * 0.9) / count) * span)).toISOString();
    return stored(
      chatMessageEntity
        .put({
          conversation: `region#${regionId}`,
          id: `01BENCH${String(i).padStart(19, '0')}`,
          createdAt,
          text: rnd.pick(['Доброго дня, колеги', 'Хто може взяти звернення з громади?', 'Передала запис, дякую', 'Нагадую про нараду о 10:00']),
          senderId: sender?.id ?? 1,
          senderName: sender ? `${sender.name} ${sender.last_name}` : 'Олена',
          regionId,
          roomId: `region-${regionId}`,
        })
        .params({ table }),
    );
  });
}
