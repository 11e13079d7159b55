import { kyivDayKey } from '@dosyt/core/dates/dates';

/** The call-centre picker holds Kyiv wall time (the shared reading is in src/lib). */
export { kyivWallTimeToDate } from '../../../lib/kyiv-wall-time';

/** Earliest value the picker offers: today (Kyiv) at midnight. */
export const kyivTodayMin = (now: number = Date.now()): string => `${kyivDayKey(now)}T00:00`;

/** Default time of the picker: a day chosen without a time gets 08:00. */
export const DEFAULT_CALL_TIME = '08:00';
