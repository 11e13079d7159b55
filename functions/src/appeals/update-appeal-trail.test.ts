import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../infra/local/test/http';
import { tokenForDemo } from '../../../infra/local/test/tokens';
import { submitAppeal } from '../../../infra/local/test/appeals';
import { loadAppealPartition } from '../db/appeal-store';

const ALL_GROUPS_UNTICKED = { '0_3': 0, '3_7': 0, '7_14': 0, '14_17': 0 };

/** What the admin's edit screen sends on 'Зберегти': every field, the children's ages as the form holds them. */
const fullSave = (version: number, fields: Record<string, unknown>) => ({ version, ...fields });

describe("the appeal's trail records only what changed", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await tokenForDemo('ADMIN');
  });

  it("a save without children, or with the same ages ticked, records no 'Вік дітей' change", async () => {
    const plain = await submitAppeal({ assistance_ids: [3] });
    const withChildren = await submitAppeal({ children_help: true, children_count: 1, children_ages: { '0_3': 1 }, assistance_ids: [3] });

    const first = await call('PUT', `/api/appeals/${plain.appealId}`, {
      token: admin,
      body: fullSave(1, { children_help: false, children_count: 0, children_ages: {}, description: 'Опис уточнено адміністратором' }),
    });
    const second = await call('PUT', `/api/appeals/${withChildren.appealId}`, {
      token: admin,
      body: fullSave(1, {
        children_help: true,
        children_count: 1,
        children_ages: { ...ALL_GROUPS_UNTICKED, '0_3': 1 },
        description: 'Опис уточнено адміністратором',
      }),
    });
    expect([first.status, second.status]).toEqual([200, 200]);

    for (const appealId of [plain.appealId, withChildren.appealId]) {
      const { events } = (await loadAppealPartition(appealId))!;
      const updated = events.filter((e) => e.action === 'updated');
      expect(updated).toHaveLength(1);
      expect(updated[0].after?.fields).toEqual(['description']);
    }
  });
});
