/**
 * What the routes answer, by route key. The functions build these shapes and the
 * web app reads them, both from here. A key that names no route fails to compile.
 */
import type { RouteKey } from './contract';
import type { AppealReport, AppealsPage, AppealTimelineEvent, AppealView, PublicAppealReceipt } from './appeal-answers';
import type { LogPage, StaffReadsPage } from './log-answers';
import type { EnrolmentKey, LoginAnswer, RecoveryCodesAnswer, SecuritySettings, TwoFactorStatus } from './security-answers';
import type { ExecutorCandidateView } from './assignment-answers';

type Answers<T extends { [K in keyof T]: K extends RouteKey ? unknown : never }> = T;

export type ApiAnswers = Answers<{
  /** Staff get the stored appeal; the public its own receipt. */
  'POST /api/appeals': AppealView | PublicAppealReceipt;
  'GET /api/appeals/pages={page}': AppealsPage;
  'GET /api/appeals/{id}': AppealView;
  'PUT /api/appeals/{id}': AppealView;
  'GET /api/appeals/report/{id}': AppealReport;
  'GET /api/appeals/timeline/{id}': AppealTimelineEvent[];
  'GET /api/logs': LogPage;
  'GET /api/logs/reads/{userId}': StaffReadsPage;
  'POST /api/appeals/{id}/anonymise': AppealView;
  'POST /api/appeals/{id}/phone': { id: number; phone: string };
  // Sign-in with a second factor and staff security (issue 20).
  'POST /api/auth/login': LoginAnswer;
  'POST /api/auth/login/code': LoginAnswer;
  'POST /api/auth/login/enrolled': { token: string };
  'POST /api/auth/login/enrolment': EnrolmentKey;
  'POST /api/auth/login/enrolment/confirm': RecoveryCodesAnswer;
  'GET /api/users/two-factor': TwoFactorStatus;
  'POST /api/users/two-factor/setup': EnrolmentKey;
  'POST /api/users/two-factor/confirm': RecoveryCodesAnswer;
  'GET /api/settings/security': SecuritySettings;
  'PUT /api/settings/security': SecuritySettings;
  'GET /api/appeal-history/appeal/{id}/candidates': ExecutorCandidateView[];
}>;
