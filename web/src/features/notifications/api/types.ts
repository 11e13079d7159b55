/** Notification record for admins (spec part 1 section 3). */
export interface AppealNotice {
  id: number;
  createdAt: string;
  name: string;
  last_name: string | null;
  phone: string;
  assistans_type: string | null;
  /** 'Без виконавця': a requested type nobody carries (listed first). */
  noExecutor?: boolean;
  /** Risk screening gave 'high' (listed first, with a badge). */
  high_risk?: boolean;
}

/** Notification record for USER: an appeal-history record with its appeal and type. */
export interface HistoryNotice {
  id: number;
  appealId: number;
  createdAt?: string;
  appeal: { name: string; last_name: string | null; phone: string; createdAt?: string };
  AssistanceTypes: { description: string };
  high_risk?: boolean;
}
