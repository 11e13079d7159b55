import type { AppealReport, AppealReportEntry, AppealRow, AppealsPage, AppealTimelineEvent, AppealView, CommunityRef } from '@dosyt/core/api/appeal-answers';

/** The appeal answers come from the API contract (core/src/api), not retyped here. */
export type { AppealReportEntry, AppealRow, AppealsPage };
export type AppealCommunity = CommunityRef;
/** GET /api/appeals/{id}. */
export type Appeal = AppealView;
export type AppealWithReports = AppealReport;

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

/** One step of GET /api/appeals/timeline/{id}. */
export type TimelineEvent = AppealTimelineEvent;

/** A row of GET /api/appeals/totals/regions. */
export interface RegionTotalsRow {
  region_id: number;
  region: string;
  totals: number;
  new: number;
  in_work: number;
  completed: number;
}
