/** The appeal answers of the API (wire names as the clients spell them), as functions build them and the web reads them. */
import type { ChildrenAges } from '../appeal/appeal.schema';
import type { RiskAnswers, RiskLevel } from '../appeal/risk.rules';
import type { SafeContact } from '../appeal/safety.schema';

/** The nested community the lists and screens show. */
export interface CommunityRef {
  name: string;
  adminCenter: string;
  region: string;
  region_id: number;
}

/** A row of GET /api/appeals/pages={page}. */
export interface AppealRow {
  id: number;
  createdAt: string;
  name: string;
  last_name: string | null;
  /** In a list row masked, `+38(067)***-**-63`; whole in AppealView. */
  phone: string;
  communiction: string;
  assistans_type: string;
  /** KATOTTG code of the community. */
  community_id: string;
  region_id: number;
  community: CommunityRef | null;
  children_help: boolean;
  status_id: number;
  status: { title: string };
  isDuplicate: boolean;
  duplicateOf: number | null;
  /** Milliseconds left until the deadline (negative once past). */
  prosessing_time: number;
  /** Epoch ms. */
  deadlineAt: number;
  /** Risk screening level (risk.rules.ts); high risk comes first and is badged. */
  risk_level: RiskLevel | null;
}

export interface AppealsPage {
  rows: AppealRow[];
  count: number;
  /** The count stopped at the server's cap: more match. */
  countCapped?: boolean;
}

/** An appeal: GET and PUT /api/appeals/{id}, POST /api/appeals. No keys, no phone hash. */
export interface AppealView extends Omit<AppealRow, 'community'> {
  updatedAt: string;
  creator: string | null;
  date_communication: string | null;
  age: number | null;
  /** Present when the appeal's community is known. */
  community?: CommunityRef | null;
  assistanceIds: number[];
  description: string;
  children_count: number;
  children_ages: ChildrenAges;
  version: number;
  editor: string | null;
  /** How to reach the person safely; staff only, never in mail. */
  safe_contact: SafeContact | null;
  risk_answers: RiskAnswers | null;
  /** When its personal data were anonymised (retention or the person's request); absent while kept. */
  anonymisedAt?: string | null;
}

/**
 * What POST /api/appeals answers a public submission: the person's own receipt,
 * nothing the platform knows beyond it (no number, duplicate link, deadline or version).
 */
export const PUBLIC_RECEIPT_FIELDS = [
  'createdAt',
  'name',
  'last_name',
  'phone',
  'community_id',
  'region_id',
  'communiction',
  'assistans_type',
  'assistanceIds',
  'description',
  'children_help',
  'children_count',
  'children_ages',
  'status_id',
  'status',
] as const satisfies ReadonlyArray<keyof AppealView>;
export type PublicAppealReceipt = Pick<AppealView, (typeof PUBLIC_RECEIPT_FIELDS)[number]>;

/** A completion report: sanitised HTML with its author. */
export interface AppealReportEntry {
  id: string;
  assignmentId?: number;
  content: string;
  author: string;
  responsability: string;
  date: string;
}

/** GET /api/appeals/report/{id}: the appeal with its completion reports. */
export interface AppealReport extends AppealView {
  reports: AppealReportEntry[];
}

/** One step of GET /api/appeals/timeline/{id}: who changed what and when. */
export interface AppealTimelineEvent {
  id: string;
  at: number | string;
  action: string;
  actorId: number;
  actorName: string;
  assignmentId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** A message with the person (/status): its text, for staff eyes only. */
  text?: string;
}
