/** What the statistics, calendar and notification routes answer (functions/src/stats), as the web reads them. */
import type { ReferralStatus, ServiceKind } from '../referral/referral';
import type { MaskedCount } from '../referral/figures';

/** Numbers may arrive as strings from some backends; the charts read them through Number(). */
export type Count = number | string;

/** Status counters of the dashboards: POST /api/appeals/totals-by-status, /api/appeal-history/totals/user/{userId}. */
export interface StatusTotals {
  totals: Count;
  new: Count;
  in_work: Count;
  completed: Count;
}

/** A row of GET /api/appeals/totals/regions: all-time appeal counts of one region by status. */
export interface RegionTotalsRow {
  region_id: number;
  region: string;
  totals: number;
  new: number;
  in_work: number;
  completed: number;
}

/** GET /api/appeal-history/totals and /totals/region/{regionId}: appeals received in the month. */
export interface MonthTotal {
  totals: Count;
}

/** GET /api/appeal-history/avg/region/{regionId}: mean seconds from receipt to completion. */
export interface RegionAverage {
  averageTime: Count | null;
}

/** GET /api/appeal-history/totals/assistance/{assistanceId}: a list of one row, or the row itself. */
export interface AssistanceTotalRow {
  totals: Count;
  'AssistanceTypes.description': string;
}

/** GET /api/appeal-history/totals/community/{communityId}. */
export interface CommunityTotal {
  totals: Count;
  community_name: string;
}

/** GET /api/appeal-history/communityIds/{regionId}: the communities with appeals in the month. */
export type CommunityIdsAnswer = Array<string | number | { community_id: string | number }>;

/** Latest appeal list item: GET /api/appeals/last. */
export interface LatestAppeal {
  id: number;
  name: string;
  last_name: string | null;
  phone: string;
  createdAt: string;
  assistans_type: string | null;
}

/** Appeal grouped item: GET /api/appeals/grouped/{startDate}/{endDate}. */
export interface AppealDayCount {
  day: string;
  title: string;
  count: Count;
  status_id: number;
}

/** History grouped item: GET /api/appeal-history/grouped/{userId}/{startDate}/{endDate}. */
export interface HistoryDayCount {
  day: string;
  appealStatusId: number;
  count: Count;
}

/**
 * Rows of a notification page at most (each list is answered a page at a time, in the
 * list's order; the next page by the Link header, link-paging.ts).
 */
export const NOTICE_PAGE_SIZE = 50;

/** Notification record for admins: POST /api/appeals/urgent and /expired. */
export interface AppealNotice {
  id: number;
  createdAt: string;
  name: string;
  last_name: string | null;
  phone: string;
  assistans_type: string | null;
  /** 'Без виконавця': a requested type nobody carries (listed first). */
  noExecutor?: boolean;
  /** Risk screening gave 'high' (listed first, with a badge). */
  high_risk?: boolean;
}

/**
 * Notification record for USER: an appeal-history record with its appeal and type
 * (GET /api/appeal-history/urgent/{userId}, /expired/{userId}, /new-messages).
 */
export interface HistoryNotice {
  id: number;
  appealId: number;
  createdAt?: string;
  appeal: { name: string; last_name: string | null; phone: string; createdAt?: string };
  AssistanceTypes: { description: string };
  high_risk?: boolean;
}

/** An open appeal with a requested type no executor carries ('Без виконавця'): GET /api/appeals/unassigned. */
export interface UnassignedAppeal {
  id: number;
  createdAt: string;
  region_id: number | null;
  unassigned_types: string;
  deadlineAt: number;
  prosessing_time: number;
}

/** An open appeal the risk screening rated high: GET /api/appeals/high-risk. */
export interface HighRiskAppeal {
  id: number;
  createdAt: string;
  region_id: number | null;
  assistans_type: string;
  noExecutor: boolean;
  deadlineAt: number;
  prosessing_time: number;
}

/** Referrals by state: one count per state of a referral (core/src/referral/referral.ts), and their sum. */
export type ReferralOutcomeCounts<C = number> = Record<ReferralStatus, C> & { total: C };

/**
 * GET /api/appeal-history/referrals: referrals made in the period, by service kind and by
 * what became of them. ADMIN: the country (every region a row) or one region (`region_id`,
 * every community a row); USER and OBSERVER: their own region, where a community's count
 * of 1 to 4 arrives as '<5' (masked on the server, never the number).
 */
export interface ReferralFigures {
  /** null: the whole country. */
  region_id: number | null;
  total: ReferralOutcomeCounts;
  /** Every kind of service, in the fixed order of kinds, zeros included. */
  byKind: Array<{ kind: ServiceKind } & ReferralOutcomeCounts>;
  /** The country's figures per region (ADMIN without `region_id`); empty for one region. */
  regions: Array<{ region_id: number; region: string } & ReferralOutcomeCounts>;
  /** One region's communities with referrals in the period; empty for the country. */
  communities: Array<{ community_id: string; community: string; total: MaskedCount }>;
}
