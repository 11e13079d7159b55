import { NotFoundError, ValidationError } from '@dosyt/core/errors';
import { COMMUNITIES_PAGE_SIZE } from '@dosyt/core/region/region.rules';
import { filterCyrillicSearch } from '@dosyt/core/text/text.rules';
import { db } from '../db/service';
import { pad } from '../db/keys';
import type { CommunityItem } from '../db/entities/community.entity';
import type { RegionItem } from '../db/entities/region.entity';
import { httpHandler, intParam } from '../lib/http-handler';
import { getCommunityCount } from '../db/community-count';
import { regionsRoutes } from '@dosyt/core/api/regions';
import type { ActiveRegion, Community, Region } from '@dosyt/core/api/region-answers';
import { edgeReference } from '../lib/edge-reference';

/**
 * A region as the lists answer it. `region_id` is the region's number everywhere in
 * the API (what paths and bodies take); its state codifier code is `katottg`.
 */
function regionView(r: RegionItem): Region {
  return { id: r.id, region_id: r.id, katottg: r.region_id, region: r.region, population: r.population ?? null, area: r.area ?? null, active: r.active };
}

export function communityView(c: CommunityItem): Community {
  return {
    id: c.id,
    name: c.name,
    category: c.category,
    adminCenter: c.adminCenter,
    region: c.region,
    region_id: c.regionId,
    district: c.district,
    district_id: c.district_id,
    area: c.area ?? null,
    population: c.population ?? null,
  };
}

async function allRegions(): Promise<RegionItem[]> {
  const { data } = await db().entities.region.query.all({}).go({ pages: 'all' });
  return data.sort((a, b) => a.id - b.id);
}

async function activeRegion(regionId: number): Promise<RegionItem> {
  const { data } = await db().entities.region.get({ id: regionId }).go();
  if (!data || !data.active) throw new NotFoundError('Регіон не знайдено або він неактивний');
  return data;
}

async function regionCommunities(regionId: number): Promise<CommunityItem[]> {
  const { data } = await db().entities.community.query.byRegion({ regionId }).go({ pages: 'all' });
  return data;
}

export const handler = httpHandler('regions', regionsRoutes, {
  'list-regions': edgeReference(async () => (await allRegions()).map(regionView)),
  'list-active-regions': edgeReference(async () =>
    (await allRegions()).filter((r) => r.active).map((r): ActiveRegion => ({ region_id: r.id, region: r.region })),
  ),
  'set-region-active': async (request) => {
    const id = intParam(request.params.regionId, 'regionId');
    const { activeStatus } = request.input;
    const { data } = await db().entities.region.get({ id }).go();
    if (!data) throw new NotFoundError('Регіон не знайдено');
    await db().entities.region.patch({ id }).set({ active: activeStatus }).go();
    return (await allRegions()).map(regionView);
  },
  'list-communities-page': async (request) => {
    const page = intParam(request.params.page, 'page');
    const from = (page - 1) * COMMUNITIES_PAGE_SIZE + 1;
    const to = page * COMMUNITIES_PAGE_SIZE;
    const [{ data }, count] = await Promise.all([
      db()
        .entities.community.query.bySeq({})
        .between({ seq: pad(from, 6) }, { seq: pad(to, 6) })
        .go(),
      getCommunityCount(),
    ]);
    return { rows: data.map(communityView), count };
  },
  'list-region-communities': async (request) => {
    const regionId = intParam(request.params.regionId, 'regionId');
    await activeRegion(regionId);
    return (await regionCommunities(regionId)).map(communityView);
  },
  'search-communities': async (request) => {
    const { name, region_id } = request.input;
    const needle = filterCyrillicSearch(name).trim().toLocaleLowerCase('uk');
    if (name.trim() && !needle) throw new ValidationError('Пошук лише кирилицею');
    await activeRegion(region_id);
    const communities = await regionCommunities(region_id);
    return communities
      .filter((c) => c.name.toLocaleLowerCase('uk').includes(needle) || c.adminCenter.toLocaleLowerCase('uk').includes(needle))
      .slice(0, 50)
      .map(communityView);
  },
});
