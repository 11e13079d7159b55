/** What the reference routes answer (statuses, appeal settings, assistance types). */
import type { AssistanceType } from '../assistance/assistance';

/** An appeal status (GET /api/appeal-status). */
export interface AppealStatusOption {
  id: number;
  title: string;
}

/** The appeal rules an admin sets (GET/PUT /api/settings/appeals). */
export interface AppealSettings {
  serviceLevelHours: number;
  urgentWindowHours: number;
  highRiskServiceLevelHours: number;
  duplicateWindowDays: number;
  formLimitPerHour: number;
  formLimitPerDay: number;
  /** Months a finished appeal's personal data are kept, then anonymised. */
  retentionMonths: number;
  /** Months a read-audit record is kept. */
  readAuditMonths: number;
  updatedAt?: string;
}

/** GET /api/settings/appeals/retention-preview?retentionMonths=: what a period would anonymise at the job's next run. */
export interface RetentionPreview {
  retentionMonths: number;
  /** Appeals finished before this instant are past the period. */
  cutoff: string;
  /** Finished appeals not yet anonymised that the period would anonymise. */
  count: number;
  /** The count stopped at its cap: more than `count`. */
  capped: boolean;
}

/** PUT /api/assistance/{id}: the type with its retired flag. */
export type UpdatedAssistanceType = AssistanceType & { retired: boolean };
