/** A staff member as the user lists send it: the API contract's answer (core/src/api), not retyped here. */
export type { StaffUser } from '@dosyt/core/api/user-answers';
