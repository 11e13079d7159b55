import type { AppealReport, AppealTimelineEvent, AppealView, CommunityRef } from '@dosyt/core/api/appeal-answers';

/** The appeal answers come from the API contract (core/src/api), not retyped here. */
export type { AppealRow } from '@dosyt/core/api/appeal-answers';
export type { AppealAssignment } from '@dosyt/core/api/assignment-answers';
export type { RegionTotalsRow } from '@dosyt/core/api/stats-answers';
export type AppealCommunity = CommunityRef;
/** GET /api/appeals/{id}. */
export type Appeal = AppealView;
export type AppealWithReports = AppealReport;
/** One step of GET /api/appeals/timeline/{id}. */
export type TimelineEvent = AppealTimelineEvent;
