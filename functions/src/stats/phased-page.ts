import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NOTICE_PAGE_SIZE } from '@dosyt/core/api/stats-answers';
import { ValidationError } from '@dosyt/core/errors';
import { pad } from '../db/keys';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import type { StatsDb } from './stats-db';

/**
 * One page of a list read from sparse indexes, one phase after the other, so that
 * each request reads a number of items bounded by the page and never by the data.
 *
 * A phase is a sort-key range of one index partition, read in key order, and a
 * function that keeps (and shapes) the rows the list shows from the items read: it
 * skips items a previous phase listed or that are not on the list. Every index
 * sort key here ends with '#<padded id>' and is unique, so the page's end is the
 * last key read, and the next page starts just past it: a key range, no
 * ExclusiveStartKey (whose table keys the client would otherwise carry).
 */

type Item = Record<string, unknown>;
export type NoticeIndex = 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4' | 'gsi5';

export interface Phase<Row> {
  index: NoticeIndex;
  pk: string;
  /** Inclusive sort-key bounds. */
  from: string;
  to: string;
  /** Newest first (descending keys). */
  descending?: boolean;
  rows: (items: Item[]) => Promise<Row[]>;
}

/** Where a page ended: the phase, and the last sort key read in it (none: the phase starts from its bound). */
export interface PagePosition {
  phase: number;
  after?: string;
}

/** Lowest and highest sort-key bound of a whole partition (every key here starts with a digit or a letter). */
export const FIRST_KEY = '0';
export const LAST_KEY = '~';

/** The index items one request reads at most, per row of its page: a page of skipped items still ends. */
const READS_PER_ROW = 2;

const ID_TAIL = /^(.*#)(\d{10})$/;

/** A sort key the phases can have written: bounded length, the index's characters, '#<10-digit id>' at the end. */
export const isSortKey = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 80 && /^[0-9A-Za-z:.#+-]+$/.test(value) && ID_TAIL.test(value);

/** The first key past `key` in the reading direction: the same key with the next (or previous) id. */
function pastKey(key: string, descending: boolean): string {
  const [, head, id] = ID_TAIL.exec(key)!;
  return `${head}${pad(Math.max(0, Number(id) + (descending ? -1 : 1)))}`;
}

/** True if `after` lies inside the phase's range: a cursor's key must, or it names no place of this list. */
export const withinPhase = (phase: Pick<Phase<unknown>, 'from' | 'to'>, after: string) => after >= phase.from && after <= phase.to;

export async function readPhases<Row>(
  db: StatsDb,
  phases: Array<Phase<Row>>,
  limit: number,
  start: PagePosition = { phase: 0 },
): Promise<{ rows: Row[]; next?: PagePosition }> {
  const rows: Row[] = [];
  const budget = limit * READS_PER_ROW;
  let read = 0;
  let { phase, after } = start;
  while (phase < phases.length && rows.length < limit && read < budget) {
    const p = phases[phase];
    let from = p.from;
    let to = p.to;
    if (after !== undefined) {
      if (p.descending) to = pastKey(after, true);
      else from = pastKey(after, false);
    }
    if (from > to) {
      phase += 1;
      after = undefined;
      continue;
    }
    const { Items = [], LastEvaluatedKey } = await db.client.send(
      new QueryCommand({
        TableName: db.table,
        IndexName: p.index,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': `${p.index}pk`, '#sk': `${p.index}sk` },
        ExpressionAttributeValues: { ':pk': p.pk, ':from': from, ':to': to },
        ScanIndexForward: !p.descending,
        // Enough for the rows still wanted, within the request's budget.
        Limit: Math.min(limit - rows.length, budget - read),
      }),
    );
    read += Items.length;
    rows.push(...(await p.rows(Items)));
    if (LastEvaluatedKey && Items.length > 0) {
      after = String(Items[Items.length - 1][`${p.index}sk`]);
    } else {
      phase += 1;
      after = undefined;
    }
  }
  return { rows, ...(phase < phases.length ? { next: { phase, ...(after === undefined ? {} : { after }) } } : {}) };
}

/** The lists, as their cursors name them: a cursor of one list is refused by another. */
export type NoticeList = 'urgent' | 'expired' | 'unassigned' | 'high-risk' | 'user-urgent' | 'user-expired' | 'new-messages';

/**
 * One page of a list as the use-cases read it: its rows in the list's order, and the
 * cursor of the next page (none on the last). A page may hold fewer rows than asked
 * while `cursor` is present: a request reads a bounded number of items, some of which
 * the list skips. The routes answer the rows and put the cursor in a Link (link-paged.ts).
 */
export interface NoticePage<Row> {
  data: Row[];
  cursor?: string;
}

export interface NoticePageRequest {
  /** The `cursor` of the previous page (its Link rel="next"). */
  cursor?: string;
  limit?: number;
}

/**
 * Where a page starts: the list's time (the first page's clock, carried by the cursor,
 * so the window and 'past the deadline' stay the same along the pages) and position.
 */
export function pageStart(list: NoticeList, page: NoticePageRequest, now: number): { at: number; position: PagePosition; limit: number } {
  const limit = page.limit ?? NOTICE_PAGE_SIZE;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > NOTICE_PAGE_SIZE) throw new ValidationError('Некоректний параметр: limit');
  if (page.cursor === undefined) return { at: now, position: { phase: 0 }, limit };
  return decodeCursor(page.cursor, ([name, at, phase, after]) =>
    name === list &&
    Number.isSafeInteger(at) &&
    (at as number) > 0 &&
    Number.isSafeInteger(phase) &&
    (phase as number) >= 0 &&
    (after === null || isSortKey(after))
      ? { at: at as number, position: { phase: phase as number, ...(after === null ? {} : { after: after as string }) }, limit }
      : undefined,
  );
}

/** Reads the page, after checking that the cursor's place is one of this list's phases. */
export async function noticePage<Row>(
  list: NoticeList,
  at: number,
  limit: number,
  position: PagePosition,
  db: StatsDb,
  phases: Array<Phase<Row>>,
): Promise<NoticePage<Row>> {
  const phase = phases[position.phase];
  if (!phase || (position.after !== undefined && !withinPhase(phase, position.after))) throw new ValidationError('Некоректний параметр: cursor');
  const { rows, next } = await readPhases(db, phases, limit, position);
  return { data: rows, ...(next ? { cursor: encodeCursor([list, at, next.phase, next.after ?? null]) } : {}) };
}
