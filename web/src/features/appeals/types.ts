import type { ChildrenAges } from '@dosyt/core/appeal/appeal.schema';
import type { RiskAnswers, RiskLevel } from '@dosyt/core/appeal/risk.rules';
import type { SafeContact } from '@dosyt/core/appeal/safety.schema';

/** The nested community of an appeal. */
export interface AppealCommunity {
  name: string;
  adminCenter?: string;
  region?: string;
  region_id?: number;
}

/** A row of GET /api/appeals/pages={page} (wire names of the spec). */
export interface AppealRow {
  id: number;
  createdAt: string;
  name: string;
  last_name: string | null;
  phone: string;
  communiction: string;
  assistans_type: string;
  community_id: string;
  region_id: number;
  community: AppealCommunity | null;
  children_help: boolean;
  status_id: number;
  status?: { title?: string | null } | null;
  isDuplicate: boolean;
  duplicateOf?: number | null;
  /** Milliseconds left until the deadline (negative once past). */
  prosessing_time: number;
  deadlineAt?: number;
  /** Risk screening level (staff only); 'high' shows the badge. */
  risk_level?: RiskLevel | null;
}

export interface AppealsPage {
  rows: AppealRow[];
  count: number;
  /** The count stopped at the server's cap: more match. */
  countCapped?: boolean;
}

/** GET /api/appeals/{id}. */
export interface Appeal extends AppealRow {
  updatedAt?: string;
  creator: string | null;
  date_communication: string | null;
  age: number | null;
  description: string;
  children_count: number;
  children_ages: ChildrenAges;
  assistanceIds: number[];
  version: number;
  editor: string | null;
  safe_contact?: SafeContact | null;
  risk_answers?: RiskAnswers | null;
}

/** A completion report: sanitised HTML with its author. */
export interface AppealReportEntry {
  id: string;
  assignmentId?: number;
  content: string;
  author: string;
  responsability: string;
  date: string;
}

export interface AppealWithReports extends Appeal {
  reports: AppealReportEntry[];
}

/** A distribution row (appeal-history record) of GET /api/appeal-history/appeal/{id}. */
export interface AppealAssignment {
  id: number;
  appealId: number;
  createdAt: string;
  updatedAt?: string;
  userId: number;
  AssistanceTypes?: { id: number; description: string } | null;
  appealStatusId: number;
  appealStatus?: { id: number; title: string } | null;
  comment?: string | null;
  prosessing_time: number;
  editable?: boolean;
  user?: { id?: number; name: string; last_name: string; phone?: string; email?: string; responsability?: string } | null;
}

/** One step of GET /api/appeals/timeline/{id}: who changed what and when. */
export interface TimelineEvent {
  id: string;
  at: number | string;
  action: string;
  actorId: number;
  actorName: string;
  assignmentId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A row of GET /api/appeals/totals/regions. */
export interface RegionTotalsRow {
  region_id: number;
  region: string;
  totals: number;
  new: number;
  in_work: number;
  completed: number;
}
