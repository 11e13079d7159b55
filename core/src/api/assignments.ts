import { ADMIN, STAFF, type HttpRoute } from './types';
import { assignmentPatchSchema } from '../appeal/appeal.schema';
import { addAssignmentSchema } from './appeal-bodies';
import { noticePageQuery } from './stats-queries';
import { candidatesQuery, historyQuery } from './appeal-queries';

export const assignmentsRoutes = [
  // Assignments (appeal history)
  { method: 'GET', path: '/api/appeal-history/appeal/{id}', domain: 'assignments', op: 'list-appeal-assignments', access: STAFF },
  // An admin adds an executor (any region) to an appeal: no appeal is left waiting for nobody.
  { method: 'POST', path: '/api/appeal-history/appeal/{id}', domain: 'assignments', op: 'add-assignment', access: ADMIN, body: addAssignmentSchema },
  {
    method: 'GET',
    path: '/api/appeal-history/appeal/{id}/candidates',
    domain: 'assignments',
    op: 'executor-candidates',
    access: ADMIN,
    query: candidatesQuery,
  },
  // The executor's records with an unread message from the person (/status): the notifications board.
  { method: 'GET', path: '/api/appeal-history/new-messages', domain: 'assignments', op: 'new-message-records', access: STAFF, query: noticePageQuery },
  { method: 'GET', path: '/api/appeal-history/user/{userId}', domain: 'assignments', op: 'list-user-assignments', access: STAFF, query: historyQuery },
  { method: 'GET', path: '/api/appeal-history/{id}', domain: 'assignments', op: 'get-assignment', access: STAFF },
  { method: 'PATCH', path: '/api/appeal-history/{id}', domain: 'assignments', op: 'update-assignment', access: STAFF, body: assignmentPatchSchema },
] as const satisfies readonly HttpRoute[];
