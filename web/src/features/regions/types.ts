export interface Region {
  id: number;
  region_id: string;
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
