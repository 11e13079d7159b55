import type { ZodType, z } from 'zod';
import { splitAssistansType } from '@dosyt/core/assistance/assistance';
import { ValidationError } from '@dosyt/core/errors';
import { db } from '../db/service';
import type { AssistanceTypeItem } from '../db/entities/assistance-type.entity';
import type { CommunityItem } from '../db/entities/community.entity';
import type { RegionItem } from '../db/entities/region.entity';
import { parse } from '../lib/http-handler';
import { sanitizePlainText } from './sanitize';

/** Communities are keyed by their codifier code (КАТОТТГ): 'UA' and 17 digits. */
export const COMMUNITY_CODE = /^UA\d{17}$/;
const PLACEHOLDER_ID = 1;

export const COMMUNITY_MESSAGE = 'Оберіть громаду зі списку';
export const COMMUNITY_REGION_MESSAGE = 'Обрана громада не належить до обраної області';
export const REGION_INACTIVE_MESSAGE = 'Звернення з цієї області тимчасово не приймаються. Зателефонуйте нам';
export const UNKNOWN_TYPE_MESSAGE = 'Обрано невідомий тип звернення';

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * core's appeal schemas type `community_id` as a positive number, but communities are
 * keyed by their codifier code. The code is set aside before the core schema runs (so
 * its messages still apply to every other field) and handed back beside the input;
 * any other value is looked up as given and refused when no such community exists.
 */
export function parseWithCommunity<S extends ZodType>(schema: S, body: Record<string, unknown>): { input: z.output<S>; communityId?: string } {
  const rest = { ...body };
  let code: string | undefined;
  if (typeof rest.community_id === 'string' && COMMUNITY_CODE.test(rest.community_id.trim())) {
    code = rest.community_id.trim();
    rest.community_id = PLACEHOLDER_ID;
  }
  const input = parse(schema, rest);
  const parsed = (input as { community_id?: unknown }).community_id;
  return { input, communityId: code ?? (parsed === undefined || parsed === null ? undefined : String(parsed)) };
}

export interface Place {
  community: CommunityItem;
  region: RegionItem;
}

/** The community must exist and belong to the region, and the region must take appeals. */
export async function loadPlace(communityId: string, regionId: number): Promise<Place> {
  const [community, region] = await Promise.all([
    COMMUNITY_CODE.test(communityId) ? db().entities.community.get({ id: communityId }).go().then((r) => r.data) : null,
    db().entities.region.get({ id: regionId }).go().then((r) => r.data),
  ]);
  if (!community) throw new ValidationError(COMMUNITY_MESSAGE, { community_id: COMMUNITY_MESSAGE });
  if (!region) throw new ValidationError(COMMUNITY_REGION_MESSAGE, { region_id: COMMUNITY_REGION_MESSAGE });
  if (community.regionId !== region.id) throw new ValidationError(COMMUNITY_REGION_MESSAGE, { community_id: COMMUNITY_REGION_MESSAGE });
  if (!region.active) throw new ValidationError(REGION_INACTIVE_MESSAGE, { region_id: REGION_INACTIVE_MESSAGE });
  return { community, region };
}

/**
 * The requested types as ids (for distribution) and as the spec's text. Ids win when
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
  const ids = [...new Set(splitAssistansType(text).map((line) => byName.get(line.toLocaleLowerCase('uk'))).filter((id): id is number => id !== undefined))];
  return { ids, text };
}
