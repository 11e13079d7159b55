/** Answer shapes of the assignments routes: the functions build them, the web app reads them. */
import type { ChildrenAges } from '../appeal/appeal.schema';
import type { RiskAnswers, RiskLevel } from '../appeal/risk.rules';
import type { SafeContact } from '../appeal/safety.schema';
import type { AppealRow, CommunityRef } from './appeal-answers';

/** One executor an admin may add to an appeal: any region, the appeal's own first, then the least busy. */
export interface ExecutorCandidateView {
  id: number;
  name: string;
  last_name: string;
  region_id: number | null;
  openAssignments: number;
  sameRegion: boolean;
}

/** The appeal part of a history record (read-only on the history screens); its fields as the contract names them. */
export type RecordAppeal = Pick<
  AppealRow,
  'id' | 'createdAt' | 'name' | 'last_name' | 'phone' | 'communiction' | 'assistans_type' | 'children_help' | 'community_id' | 'status_id'
> & {
  children_count: number;
  children_ages: ChildrenAges | null;
  community: (Partial<CommunityRef> & { name: string }) | null;
  isDuplicate?: boolean;
  description?: string;
  /** Risk screening level; 'high' shows the badge and comes first. */
  risk_level?: RiskLevel | null;
  /** Only on the record itself (GET /api/appeal-history/{id}). */
  safe_contact?: SafeContact | null;
  risk_answers?: RiskAnswers | null;
};

/** An appeal-history record (assignment): one executor carrying one requested type of an appeal. */
export interface AssignmentRecord {
  id: number;
  appealId: number;
  createdAt: string;
  updatedAt?: string;
  userId: number;
  assistanceTypeId?: number;
  AssistanceTypes?: { id: number; description: string } | null;
  appealStatusId: number;
  appealStatus?: { id: number; title: string } | null;
  /** BBCode source of 'Важлива інформація'. */
  comment?: string | null;
  prosessing_time: number;
  deadlineAt?: number;
  version: number;
  /** The server's word on who may edit the record in its status, for the caller. */
  editable?: boolean;
  user?: { id: number; name: string; last_name: string; phone?: string; email?: string; responsability?: string } | null;
  appeal: RecordAppeal | null;
  /** The person wrote on /status since the executor last opened the record: 'Нове повідомлення'. */
  unreadPersonMessage?: boolean;
  /** The record page only: messages with the person, oldest first. */
  messages?: Array<{ id: string; from: 'person' | 'staff'; text: string; createdAt: string }>;
}

/** GET /api/appeal-history/user/{userId}: one page of an executor's records. */
export interface AssignmentsPage {
  data: AssignmentRecord[];
  total: number;
  /** Reads the next page from where this one ended (`?cursor=`); absent on the last page. */
  cursor?: string;
  /** A search or filter looked at the newest records only, or a date or community filter matched more than `total` (its cap): older ones may match too. */
  countCapped?: boolean;
}

/** PATCH /api/appeal-history/{id}: the record again, or only its ids when the caller may no longer open it (after a redirect). */
export type AssignmentPatchAnswer = AssignmentRecord | Pick<AssignmentRecord, 'id' | 'appealId' | 'userId' | 'appealStatusId' | 'version' | 'editable'>;

/** A distribution row of GET (and POST, ADMIN) /api/appeal-history/appeal/{id}: one executor and type of the appeal, without the appeal itself. */
export type AppealAssignment = Omit<
  AssignmentRecord,
  'appeal' | 'version' | 'assistanceTypeId' | 'deadlineAt' | 'unreadPersonMessage' | 'messages' | 'user'
> & {
  user?: { id?: number; name: string; last_name: string; phone?: string; email?: string; responsability?: string } | null;
};
