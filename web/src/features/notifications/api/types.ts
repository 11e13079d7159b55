/** The notification answers come from the API contract (core/src/api/stats-answers.ts), not retyped here. */
export type { AppealNotice, HistoryNotice } from '@dosyt/core/api/stats-answers';
