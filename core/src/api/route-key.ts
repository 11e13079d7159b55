/**
 * The key of every route, `METHOD /path`, read from the domains' route tables. It
 * stands apart from contract.ts so that answers.ts and bodies.ts, which contract.ts
 * reads, can check their keys against it without importing contract.ts back.
 */
import type { appealsRoutes } from './appeals';
import type { assignmentsRoutes } from './assignments';
import type { authRoutes } from './auth';
import type { chatRoutes } from './chat';
import type { contentRoutes } from './content';
import type { exportsRoutes } from './exports';
import type { logsRoutes } from './logs';
import type { mediaRoutes } from './media';
import type { referenceRoutes } from './reference';
import type { referralsRoutes } from './referrals';
import type { regionsRoutes } from './regions';
import type { statsRoutes } from './stats';
import type { usersRoutes } from './users';

/** Every route of the contract as its table declares it, its body's schema with it. */
export type ContractRoute = (
  | typeof appealsRoutes
  | typeof assignmentsRoutes
  | typeof authRoutes
  | typeof chatRoutes
  | typeof contentRoutes
  | typeof exportsRoutes
  | typeof logsRoutes
  | typeof mediaRoutes
  | typeof referenceRoutes
  | typeof referralsRoutes
  | typeof regionsRoutes
  | typeof statsRoutes
  | typeof usersRoutes
)[number];

/** `METHOD /path` of every route, e.g. `'PUT /api/appeals/{id}'`. */
export type RouteKey = ContractRoute extends infer R
  ? R extends { method: infer M extends string; path: infer P extends string }
    ? `${M} ${P}`
    : never
  : never;

/** The contract's route with the key `K`, as its table declares it. */
export type RouteOf<K extends RouteKey> = Extract<
  ContractRoute,
  { method: K extends `${infer M} ${string}` ? M : never; path: K extends `${string} ${infer P}` ? P : never }
>;
