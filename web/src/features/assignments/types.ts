import type { StaffUser } from '@dosyt/core/api/user-answers';

/** The assignment answers come from the API contract (core/src/api), not retyped here. */
export type { AssignmentRecord } from '@dosyt/core/api/assignment-answers';

/** The fields of a staff member the executor select reads (GET /api/users, /api/users/region/{id}). */
export type ExecutorCandidate = Pick<
  StaffUser,
  'id' | 'name' | 'last_name' | 'assistance_id' | 'region_id' | 'community' | 'roles' | 'isActive' | 'workStatus'
>;
