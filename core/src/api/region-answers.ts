/** What the regions and communities routes answer: built by functions/src/regions, read by the web. */

/** A region as the lists answer it (GET /api/communities/regions, PUT /api/communities/regions/{regionId}). */
export interface Region {
  id: number;
  /** The region's number, as every path and body of the API takes it. */
  region_id: number;
  /** The state codifier (КАТОТТГ) code. */
  katottg: string;
  region: string;
  population: number | null;
  area: number | null;
  active: boolean;
}

/** A region a person can register or appeal in (GET /api/communities/regions/active, POST /api/communities/region/active). */
export interface ActiveRegion {
  region_id: number;
  region: string;
}

/** A community (territorial hromada) of the state codifier. */
export interface Community {
  /** Its КАТОТТГ code. */
  id: string;
  name: string;
  category: string;
  adminCenter: string;
  region: string;
  region_id: number;
  district: string;
  district_id: string;
  area: number | null;
  population: number | null;
}

/** GET /api/communities/pages={page}: a page of communities with the count of all of them. */
export interface CommunitiesPage {
  rows: Community[];
  count: number;
}
