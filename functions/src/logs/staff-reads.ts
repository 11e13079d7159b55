import writeXlsxFile from 'write-excel-file/node';
import type { StaffRead, StaffReadsPage } from '@dosyt/core/api/log-answers';
import { READ_KIND_TITLES } from '@dosyt/core/audit/read-kinds';
import { formatDate, formatDateTime, kyivDayStart } from '@dosyt/core/dates/dates';
import { queryAll } from '../db/query-all';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

/**
 * Reads of appeals' personal data by one staff member in a period: a
 * Query on gsi1 (`reads#user#<id>`, sorted by time) with the period as its key
 * condition, newest first, a page at a time. The log viewer's function carries it:
 * it has the bundle room, and its table access is these partitions only
 * (functions/src/db/table-access.ts).
 */

/** A workbook holds at most this many reads; a longer period says so in its last row. */
export const READS_EXPORT_MAX = 10_000;
const EXPORT_CHUNK = 1000;

export const READS_SHEET = 'Перегляди';

export interface StaffReadsQuery {
  userId: number;
  /** ISO instant, inclusive: the first moment of the `from` day in Kyiv. */
  from: string;
  /** ISO instant, exclusive: the first moment of the day after `to` in Kyiv. */
  until: string;
  fromDay: string;
  toDay: string;
  limit: number;
  /** The last read of the previous page (`<at>_<id>`): this page starts just before it. */
  before?: { at: string; id: string };
}

/**
 * The index keys of functions/src/db/entities/read-record.entity.ts, written out: ElectroDB
 * (about 220 KB with its schema checks) would more than double this function's bundle for
 * one Query. The test writes through the entity and reads through this, so they cannot drift.
 */
const READS_USER_PK = 'reads#user#';
const userPartition = (userId: number) => `${READS_USER_PK}${String(userId).padStart(10, '0')}`;
const indexSortKey = (at: string, id?: string) => (id ? `${at}#${id}` : at);

const cursorOf = (r: StaffRead) => `${r.at}_${r.id}`;

/**
 * Up to `count` reads of the period, newest first, older than `before` when given.
 * BETWEEN is inclusive, so a page that continues from a read asks for one more and drops it.
 */
async function readsBetween(q: StaffReadsQuery, count: number, before?: { at: string; id: string }): Promise<StaffRead[]> {
  const want = count + (before ? 1 : 0);
  const items = await queryAll(
    { client: dynamo(), table: env().TABLE_NAME },
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :upper',
      ExpressionAttributeValues: {
        ':pk': userPartition(q.userId),
        ':from': indexSortKey(q.from),
        ':upper': before ? indexSortKey(before.at, before.id) : indexSortKey(q.until),
      },
      ExpressionAttributeNames: { '#id': 'id', '#at': 'at', '#what': 'what' },
      ProjectionExpression: '#id, #at, appealId, #what',
      ScanIndexForward: false,
    },
    want,
  );
  const found = items.map((r) => ({ id: r.id, at: r.at, appealId: r.appealId, what: r.what }) as StaffRead);
  return found.filter((r) => !(before && r.id === before.id && r.at === before.at)).slice(0, count);
}

/** GET /api/logs/reads/{userId}: one page, newest first. */
export async function staffReads(q: StaffReadsQuery): Promise<StaffReadsPage> {
  const found = await readsBetween(q, q.limit + 1, q.before);
  const page = found.slice(0, q.limit);
  return { reads: page, ...(found.length > q.limit ? { next: cursorOf(page.at(-1)!) } : {}) };
}

const COLUMNS: Array<{ header: string; width: number; value: (r: StaffRead) => string | number }> = [
  { header: 'Час', width: 18, value: (r) => formatDateTime(r.at) },
  { header: 'Звернення №', width: 14, value: (r) => r.appealId },
  { header: 'Дія', width: 18, value: (r) => READ_KIND_TITLES[r.what] },
];

export const readsExportFile = (q: Pick<StaffReadsQuery, 'userId' | 'fromDay' | 'toDay'>) => `reads-${q.userId}-${q.fromDay}-${q.toDay}.xlsx`;

/** GET /api/logs/reads/{userId}/export: the period's reads as a workbook, newest first. */
export async function exportStaffReads(q: StaffReadsQuery): Promise<Buffer> {
  const all: StaffRead[] = [];
  let before: { at: string; id: string } | undefined;
  while (all.length < READS_EXPORT_MAX) {
    const wanted = Math.min(EXPORT_CHUNK, READS_EXPORT_MAX - all.length);
    const chunk = await readsBetween(q, wanted, before);
    all.push(...chunk);
    if (chunk.length < wanted) break;
    const last = chunk.at(-1)!;
    before = { at: last.at, id: last.id };
  }
  const more = all.length === READS_EXPORT_MAX && (await readsBetween(q, 1, before)).length > 0;
  const title = [
    {
      value: `Перегляди персональних даних працівником №${q.userId} за ${formatDate(q.from)} – ${formatDate(kyivDayStart(q.toDay))}`,
      fontWeight: 'bold' as const,
    },
  ];
  const header = COLUMNS.map((c) => ({ value: c.header, fontWeight: 'bold' as const }));
  const rows = all.map((r) => COLUMNS.map((c) => ({ value: c.value(r) })));
  const tail = more ? [[{ value: `Показано перші ${READS_EXPORT_MAX}; звузьте період, щоб побачити решту` }]] : [];
  const workbook = writeXlsxFile([title, header, ...rows, ...tail], {
    sheet: READS_SHEET,
    columns: COLUMNS.map((c) => ({ width: c.width })),
    stickyRowsCount: 2,
  });
  logger.info('staff reads exported', { userId: q.userId, rows: all.length, more });
  return workbook.toBuffer();
}
