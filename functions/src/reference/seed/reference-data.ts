import { ASSISTANCE_TYPES } from '@dosyt/core/assistance/assistance';
import { STATUSES } from '@dosyt/core/status/status.rules';
import { pad } from '../../db/keys';
import communitiesFile from './data/communities.json';
import regionsFile from './data/regions.json';

/**
 * Real regions and communities of Ukraine (see data/SOURCES.md), statuses and assistance types.
 * The data files are imported, so a bundle carries them (the cloud's seeding step) and the local
 * runtime reads the very same rows.
 */

interface RegionRow {
  id: number;
  region_id: string;
  region: string;
  population: number | null;
  area: number | null;
}

interface CommunityRow {
  id: string;
  name: string;
  category: string;
  adminCenter: string;
  region: string;
  region_id: string;
  district: string;
  district_id: string;
  area: number | null;
  population: number;
}

export function loadRegions(): RegionRow[] {
  return (regionsFile as RegionRow[]).map((r) => ({ ...r }));
}

/** Regions under occupation since 2014 start inactive: appeals there cannot be served. */
const INACTIVE_AT_START = new Set(['UA01000000000013043', 'UA85000000000065278']);

/** The data has no community for Kyiv itself; appeals from the capital need one. */
function kyivCityCommunity(kyiv: RegionRow): CommunityRow {
  return {
    id: kyiv.region_id,
    name: 'Київська міська громада',
    category: 'міська',
    adminCenter: 'Київ',
    region: kyiv.region,
    region_id: kyiv.region_id,
    district: 'м. Київ',
    district_id: kyiv.region_id,
    area: kyiv.area,
    population: kyiv.population ?? 0,
  };
}

export function loadCommunities(regions: RegionRow[]): CommunityRow[] {
  const rows = (communitiesFile as CommunityRow[]).map((c) => ({ ...c }));
  const kyiv = regions.find((r) => r.region === 'м. Київ');
  if (kyiv && !rows.some((c) => c.region_id === kyiv.region_id)) rows.push(kyivCityCommunity(kyiv));
  return rows.sort((a, b) => a.region_id.localeCompare(b.region_id) || a.district_id.localeCompare(b.district_id) || a.id.localeCompare(b.id));
}

/** A region as the seed writes it; `active` is the admin's to change afterwards. */
export function regionRecords() {
  return loadRegions().map((r) => ({
    id: r.id,
    region_id: r.region_id,
    region: r.region,
    population: r.population ?? undefined,
    area: r.area ?? undefined,
    active: !INACTIVE_AT_START.has(r.region_id),
  }));
}

/** Every community in codifier order; `seq` is its place in that order (the national list's pages). */
export function communityRecords() {
  const regions = loadRegions();
  const regionIdByCode = new Map(regions.map((r) => [r.region_id, r.id]));
  return loadCommunities(regions).map((c, i) => ({
    id: c.id,
    seq: pad(i + 1, 6),
    name: c.name,
    category: c.category,
    adminCenter: c.adminCenter,
    region: c.region,
    regionId: regionIdByCode.get(c.region_id) ?? 0,
    regionCode: c.region_id,
    district: c.district,
    district_id: c.district_id,
    area: c.area ?? undefined,
    population: c.population,
  }));
}

export const statusRecords = () => STATUSES.map(({ id, title }) => ({ id, title }));
export const assistanceTypeRecords = () => ASSISTANCE_TYPES.map(({ id, description }) => ({ id, description, retired: false }));
