import { splitAssistansType } from '@dosyt/core/assistance/assistance';
import { COMMUNITY_MESSAGE } from '@dosyt/core/appeal/appeal.schema';
import type { SafeContact } from '@dosyt/core/appeal/safety.schema';
import { ValidationError } from '@dosyt/core/errors';
import { db } from '../db/service';
import type { AppealItem } from '../db/entities/appeal.entity';
import type { AssistanceTypeItem } from '../db/entities/assistance-type.entity';
import type { CommunityItem } from '../db/entities/community.entity';
import type { RegionItem } from '../db/entities/region.entity';
import { sanitizePlainText } from './sanitize';

export const COMMUNITY_REGION_MESSAGE = 'Обрана громада не належить до обраної області';
export const REGION_INACTIVE_MESSAGE = 'Звернення з цієї області тимчасово не приймаються. Зателефонуйте нам';
export const UNKNOWN_TYPE_MESSAGE = 'Обрано невідомий тип звернення';

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Place {
  community: CommunityItem;
  region: RegionItem;
}

/** The community must exist and belong to the region, and the region must take appeals. */
export async function loadPlace(communityId: string, regionId: number): Promise<Place> {
  const [community, region] = await Promise.all([
    db()
      .entities.community.get({ id: communityId })
      .go()
      .then((r) => r.data),
    db()
      .entities.region.get({ id: regionId })
      .go()
      .then((r) => r.data),
  ]);
  return checkPlace(community, region);
}

/** The same rules over items read elsewhere (the submission reads them in one batch). */
export function checkPlace(community: CommunityItem | null | undefined, region: RegionItem | null | undefined): Place {
  if (!community) throw new ValidationError(COMMUNITY_MESSAGE, { community_id: COMMUNITY_MESSAGE });
  if (!region) throw new ValidationError(COMMUNITY_REGION_MESSAGE, { region_id: COMMUNITY_REGION_MESSAGE });
  if (community.regionId !== region.id) throw new ValidationError(COMMUNITY_REGION_MESSAGE, { community_id: COMMUNITY_REGION_MESSAGE });
  if (!region.active) throw new ValidationError(REGION_INACTIVE_MESSAGE, { region_id: REGION_INACTIVE_MESSAGE });
  return { community, region };
}

/**
 * The requested types as ids (for distribution) and as the wire's text. Ids win when
 * sent, and the text is then made from the server's own names (admins may rename
 * types); text alone is matched line by line, and a line no type matches stays in the
 * text (the appeal is kept, just without an executor for it).
 */
export function resolveAssistance(
  input: { assistance_ids?: number[]; assistans_type?: string },
  types: ReadonlyMap<number, AssistanceTypeItem>,
): { ids: number[]; text: string } {
  if (input.assistance_ids?.length) {
    const ids = [...new Set(input.assistance_ids)];
    if (ids.some((id) => !types.get(id) || types.get(id)!.retired)) {
      throw new ValidationError(UNKNOWN_TYPE_MESSAGE, { assistance_ids: UNKNOWN_TYPE_MESSAGE });
    }
    return { ids, text: ids.map((id) => types.get(id)!.description).join('\n') };
  }
  const text = sanitizePlainText(input.assistans_type ?? '');
  const byName = new Map([...types.values()].map((t) => [t.description.toLocaleLowerCase('uk'), t.id]));
  const ids = [
    ...new Set(
      splitAssistansType(text)
        .map((line) => byName.get(line.toLocaleLowerCase('uk')))
        .filter((id): id is number => id !== undefined),
    ),
  ];
  return { ids, text };
}

/** The safe-contact block as stored: its free texts stripped of tags like every other text. */
export function safeContactItem(sc: SafeContact | undefined): AppealItem['safeContact'] {
  if (!sc) return undefined;
  return {
    ...sc,
    ...(sc.safeWord !== undefined ? { safeWord: sanitizePlainText(sc.safeWord) } : {}),
    ...(sc.note !== undefined ? { note: sanitizePlainText(sc.note) } : {}),
  };
}
