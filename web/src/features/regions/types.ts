/** The regions and communities answers come from the API contract (core/src/api), not retyped here. */
export type { Community, Region } from '@dosyt/core/api/region-answers';
