/**
 * What the routes answer, by route key. The functions build these shapes and the
 * web app reads them, both from here: the web's client takes its answer type from
 * this table (web/src/lib/api-client.ts), so a change here breaks a caller that
 * reads what is no longer sent. A key that names no route fails to compile, and so
 * does a route without a key here (EveryRouteAnswered in contract.ts). A route that
 * sends bytes answers `Binary<its media type>` (binary.ts).
 */
import type { RouteKey } from './route-key';
import type { AssistanceType } from '../assistance/assistance';
import type { FollowUpAnswer } from '../follow-up/follow-up-code';
import type { AppealReport, AppealsPage, AppealTimelineEvent, AppealView, PublicAppealReceipt } from './appeal-answers';
import type { LogPage, StaffReadsPage } from './log-answers';
import type { EnrolmentKey, LoginAnswer, RecoveryCodesAnswer, RegistrationAnswer, SecuritySettings, TwoFactorStatus } from './security-answers';
import type { AppealAssignment, AssignmentPatchAnswer, AssignmentRecord, AssignmentsPage, ExecutorCandidateView } from './assignment-answers';
import type { ActiveRegion, CommunitiesPage, Community, Region } from './region-answers';
import type { MailQueuedAnswer, MessageAnswer, PresenceAnswer, Profile, StaffUser } from './user-answers';
import type { AppealSettings, AppealStatusOption, RetentionPreview, UpdatedAssistanceType } from './reference-answers';
import type { ChatMessage, ChatStat } from './chat-answers';
import type { AdminList, ContentSchema, PublicContentAnswers, SavedEntry, UploadAnswer } from './content-answers';
import type { Binary, Xlsx } from './binary';
import type { AdminService, PartnerReferralView, PublicService, ReferralTarget, ReferralView } from './referral-answers';
import type {
  AppealDayCount,
  AppealNotice,
  AssistanceTotalRow,
  CommunityIdsAnswer,
  ReferralFigures,
  CommunityTotal,
  HighRiskAppeal,
  HistoryDayCount,
  HistoryNotice,
  LatestAppeal,
  MonthTotal,
  RegionAverage,
  RegionTotalsRow,
  StatusTotals,
  UnassignedAppeal,
} from './stats-answers';

type Answers<T extends { [K in keyof T]: K extends RouteKey ? unknown : never }> = T;

export type ApiAnswers = Answers<
  {
    // Appeals
    /** Staff get the stored appeal; the public its own receipt; a new appeal's first answer carries its follow-up code. */
    'POST /api/appeals': (AppealView | PublicAppealReceipt) & { followUpCode?: string };
    'GET /api/appeals/pages={page}': AppealsPage;
    'GET /api/appeals/{id}': AppealView;
    'PUT /api/appeals/{id}': AppealView;
    'GET /api/appeals/report/{id}': AppealReport;
    'GET /api/appeals/timeline/{id}': AppealTimelineEvent[];
    'POST /api/appeals/{id}/anonymise': AppealView;
    'POST /api/appeals/{id}/phone': { id: number; phone: string };
    'POST /api/appeals/{id}/follow-up-messages': { id: string };
    'POST /api/follow-up': FollowUpAnswer;
    // The conversation as it stands after the message: the page needs no second look-up.
    'POST /api/follow-up/messages': { ok: true } & FollowUpAnswer;
    // Assignments (appeal history)
    'GET /api/appeal-history/appeal/{id}': AppealAssignment[];
    'POST /api/appeal-history/appeal/{id}': AppealAssignment[];
    'GET /api/appeal-history/appeal/{id}/candidates': ExecutorCandidateView[];
    'GET /api/appeal-history/new-messages': HistoryNotice[];
    'GET /api/appeal-history/user/{userId}': AssignmentsPage;
    'GET /api/appeal-history/{id}': AssignmentRecord;
    'PATCH /api/appeal-history/{id}': AssignmentPatchAnswer;
    // Statistics, calendar, notifications
    'POST /api/appeals/totals-by-status': StatusTotals;
    'GET /api/appeals/totals/regions': RegionTotalsRow[];
    'POST /api/appeal-history/totals/user/{userId}': StatusTotals;
    'GET /api/appeal-history/totals': MonthTotal;
    'GET /api/appeal-history/avg/region/{regionId}': RegionAverage;
    'GET /api/appeal-history/totals/assistance/{assistanceId}': AssistanceTotalRow[] | AssistanceTotalRow;
    'GET /api/appeal-history/totals/region/{regionId}': MonthTotal;
    'GET /api/appeal-history/totals/community/{communityId}': CommunityTotal;
    'GET /api/appeal-history/communityIds/{regionId}': CommunityIdsAnswer;
    'GET /api/appeal-history/referrals': ReferralFigures;
    'GET /api/appeals/last': LatestAppeal[];
    'GET /api/appeals/grouped/{startDate}/{endDate}': AppealDayCount[];
    'GET /api/appeal-history/grouped/{userId}/{startDate}/{endDate}': HistoryDayCount[];
    'POST /api/appeals/urgent': AppealNotice[];
    'POST /api/appeals/expired': AppealNotice[];
    'GET /api/appeals/unassigned': UnassignedAppeal[];
    'GET /api/appeals/high-risk': HighRiskAppeal[];
    'GET /api/appeal-history/urgent/{userId}': HistoryNotice[];
    'GET /api/appeal-history/expired/{userId}': HistoryNotice[];
    // Reference data
    'GET /api/health': { status: string };
    'GET /api/assistance/all': AssistanceType[];
    'GET /api/assistance': AssistanceType[];
    'POST /api/assistance': AssistanceType;
    'PUT /api/assistance/{id}': UpdatedAssistanceType;
    'GET /api/appeal-status': AppealStatusOption[];
    'GET /api/settings/appeals': AppealSettings;
    'PUT /api/settings/appeals': AppealSettings;
    'GET /api/settings/appeals/retention-preview': RetentionPreview;
    'GET /api/settings/security': SecuritySettings;
    'PUT /api/settings/security': SecuritySettings;
    // Regions and communities
    'GET /api/communities/regions/active': ActiveRegion[];
    'POST /api/communities/region/active': ActiveRegion[];
    'GET /api/communities/regions': Region[];
    'PUT /api/communities/regions/{regionId}': Region[];
    'GET /api/communities/pages={page}': CommunitiesPage;
    'GET /api/communities/region/{regionId}': Community[];
    'POST /api/communities/name': Community[];
    // Users
    'GET /api/users/profile/{userId}': Profile;
    'GET /api/users/csv/export': Xlsx;
    'GET /api/users/all': StaffUser[];
    'GET /api/users': StaffUser[];
    'GET /api/users/region/{regionId}': StaffUser[];
    'PUT /api/users/{id}/roles': StaffUser;
    'PUT /api/users/{id}/assistance-request': StaffUser;
    'PUT /api/users/{userId}/work-status': StaffUser;
    'PUT /api/users/profile/{userId}': Profile;
    'PUT /api/users/{id}': StaffUser;
    'POST /api/users/online/{userId}': PresenceAnswer;
    'POST /api/users/offline/{userId}': PresenceAnswer;
    'POST /api/email/registration': MailQueuedAnswer;
    'POST /api/email/change-access': MailQueuedAnswer;
    // Sign-in with a second factor and staff security
    'POST /api/auth/login': LoginAnswer;
    'POST /api/auth/login/code': LoginAnswer;
    'POST /api/auth/login/enrolled': { token: string };
    'POST /api/auth/login/enrolment': EnrolmentKey;
    'POST /api/auth/login/enrolment/confirm': RecoveryCodesAnswer;
    'POST /api/auth/forgot-password': MessageAnswer | undefined;
    'POST /api/auth/reset-password-with-validation': MessageAnswer | undefined;
    'GET /api/users/two-factor': TwoFactorStatus;
    'POST /api/users/two-factor/setup': EnrolmentKey;
    'POST /api/users/two-factor/confirm': RecoveryCodesAnswer;
    /** 204: nothing. */
    'POST /api/users/two-factor/disable': undefined;
    'POST /api/users/{id}/two-factor/reset': undefined;
    /** The link in the verification mail opens this page. */
    'GET /api/auth/verify-email': Binary<'text/html'>;
    'POST /api/auth/registration': RegistrationAnswer;
    'POST /api/auth/refresh': { token: string };
    'POST /api/auth/logout': undefined;
    'POST /api/auth/logout-everywhere': undefined;
    // Chat
    'POST /api/chats/{userId}/{roomId}': ChatMessage[];
    'GET /api/chats/count/date/{id}': ChatStat[];
    'POST /api/chats': ChatMessage;
    // Server log and admin content
    'GET /api/files/stream': Binary<'text/plain'>;
    'GET /api/logs': LogPage;
    'GET /api/logs/reads/{userId}': StaffReadsPage;
    'GET /api/logs/reads/{userId}/export': Xlsx;
    'GET /api/admin/content/schema': ContentSchema;
    'GET /api/admin/content/{collection}': AdminList;
    'POST /api/admin/content/posts': SavedEntry;
    'PUT /api/admin/content/posts/{id}': SavedEntry;
    'PUT /api/admin/content/{collection}/{id}': SavedEntry;
    'POST /api/admin/content/uploads': UploadAnswer;
    // Referral pathways
    'GET /api/services': PublicService[];
    'GET /api/admin/services': AdminService[];
    'POST /api/admin/services': AdminService;
    'PUT /api/admin/services/{id}': AdminService;
    'GET /api/appeals/{id}/referral-services': ReferralTarget[];
    'GET /api/appeals/{id}/referrals': ReferralView[];
    /** 201: the referral as stored (id, serviceId, status 'sent', createdAt and the rest). */
    'POST /api/appeals/{id}/referrals': ReferralView;
    'GET /api/referrals/{token}': PartnerReferralView;
    'POST /api/referrals/{token}': PartnerReferralView;
  } & PublicContentAnswers
>;
