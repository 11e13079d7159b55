/**
 * The API contract: every HTTP route (method, path as the clients spell it, domain,
 * use-case, access). Pure data read by the functions (which bind each route to its
 * use-case), the web app (which builds its calls from it) and infra (which deploys
 * and serves it). Each domain's routes stay in their own file, so a function's
 * bundle carries its own routes only; this file joins them.
 */
import type { HttpRoute } from './types';
import { appealsRoutes } from './appeals';
import { assignmentsRoutes } from './assignments';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { contentRoutes } from './content';
import { exportsRoutes } from './exports';
import { logsRoutes } from './logs';
import { mediaRoutes } from './media';
import { referenceRoutes } from './reference';
import { referralsRoutes } from './referrals';
import { regionsRoutes } from './regions';
import { statsRoutes } from './stats';
import { usersRoutes } from './users';

export type { Access, Domain, HttpMethod, HttpRoute } from './types';

export const httpRoutes: readonly HttpRoute[] = [
  ...referenceRoutes,
  ...regionsRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...exportsRoutes,
  ...appealsRoutes,
  ...assignmentsRoutes,
  ...statsRoutes,
  ...chatRoutes,
  ...logsRoutes,
  ...contentRoutes,
  ...mediaRoutes,
  ...referralsRoutes,
];
