import { STATUS } from '@dosyt/core/status/status.rules';
import { db } from '../../db/service';

/**
 * Gives every finished appeal its retention-index item (finished-appeal.entity.ts),
 * for appeals that finished before the index existed. An appeal is locked once
 * finished, so its `updatedAt` is its finish time. Reads the all-appeals index
 * (gsi2) page by page; a put of the same key is harmless, so it is idempotent.
 */
export async function indexFinishedAppeals(): Promise<{ checked: number; indexed: number }> {
  const { entities } = db();
  let checked = 0;
  let indexed = 0;
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ id: number; status_id: number; updatedAt: string }>; cursor: string | null } = await entities.appeal.query
      .all({})
      .go({ cursor, attributes: ['id', 'status_id', 'updatedAt', 'createdAt'] });
    for (const appeal of page.data) {
      checked++;
      if (appeal.status_id !== STATUS.FINISH) continue;
      await entities.finishedAppeal.put({ appealId: appeal.id, finishedAt: appeal.updatedAt }).go();
      indexed++;
    }
    cursor = page.cursor;
  } while (cursor);
  return { checked, indexed };
}
