/**
 * What the routes answer, by route key. The functions build these shapes and the
 * web app reads them, both from here. A key that names no route fails to compile.
 */
import type { RouteKey } from './contract';
import type { AppealReport, AppealsPage, AppealTimelineEvent, AppealView, PublicAppealReceipt } from './appeal-answers';
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
  'GET /api/appeal-history/appeal/{id}/candidates': ExecutorCandidateView[];
}>;
