import { maskPhone } from '@dosyt/core/phone/phone.rules';
import type { HistoryNotice } from '@dosyt/core/api/stats-answers';
import { assignmentEntity } from '../db/entities/assignment.entity';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import type { Caller } from '../lib/tokens';
import { batchGetAppeals } from '../db/appeal-store';
import { assistanceTypes } from '../appeals/appeal-views';
import { FIRST_KEY, LAST_KEY, noticePage, pageStart, type NoticePage, type NoticePageRequest } from '../stats/phased-page';

/**
 * GET /api/appeal-history/new-messages: the caller's records with a message from
 * the person they have not opened yet ('Нові повідомлення' on the notifications
 * board), newest first, a page at a time like the other notification lists: a
 * Query of the sparse index the mark keeps (with `Limit`), then a BatchGet of the
 * page's appeals.
 */
export async function newMessageRecords(caller: Caller, page: NoticePageRequest = {}, now = Date.now()): Promise<NoticePage<HistoryNotice>> {
  const { at, position, limit } = pageStart('new-messages', page, now);
  const types = await assistanceTypes();
  const rows = async (items: Array<Record<string, unknown>>) => {
    // A record handed to someone else keeps its old mark until opened: only the caller's own count.
    const records = assignmentEntity.parse({ Items: items }).data.filter((a) => a.userId === caller.userId && a.unreadPersonMessage);
    const appeals = await batchGetAppeals(records.map((a) => a.appealId));
    return records.map((a) => {
      const appeal = appeals.get(a.appealId);
      return {
        id: a.id,
        appealId: a.appealId,
        createdAt: a.createdAt,
        appeal: {
          id: a.appealId,
          name: appeal?.name ?? '',
          last_name: appeal?.last_name ?? null,
          phone: maskPhone(appeal?.phone ?? ''),
          createdAt: appeal?.createdAt ?? a.createdAt,
        },
        AssistanceTypes: { description: types.get(a.assistanceTypeId)?.description ?? '' },
      };
    });
  };
  const db = { client: dynamo(), table: env().TABLE_NAME };
  return noticePage('new-messages', at, limit, position, db, [
    { index: 'gsi3', pk: `unread#${caller.userId}`, from: FIRST_KEY, to: LAST_KEY, descending: true, rows },
  ]);
}
