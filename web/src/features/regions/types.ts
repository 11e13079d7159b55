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

export interface Community {
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
