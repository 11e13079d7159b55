import { answer, httpHandler, intParam, requireCaller } from '../lib/http-handler';
import { listExecutorAssignments } from './executor-history';
import { getAssignment, listAppealAssignments } from './get-assignments';
import { addAssignment, executorCandidates } from './add-assignment';
import { updateCheckedAssignment } from './update-assignment';
import { newMessageRecords } from './new-messages';
import { linkPaged } from '../stats/link-paged';
import { assignmentsRoutes } from '@dosyt/core/api/assignments';
import { withSiteUrl } from '../lib/site-url';
import { recordRead, recordReads } from '../appeals/read-audit';
import { isWholePhoneQuery } from '@dosyt/core/appeal/search.rules';

export const handler = withSiteUrl(
  httpHandler('assignments', assignmentsRoutes, {
    'list-appeal-assignments': async (request) => listAppealAssignments(requireCaller(request), intParam(request.params.id)),

    'list-user-assignments': async (request) => {
      // The admin list's search, status, sort and 'Прострочені', validated alike by the contract's query.
      const { list, ...rest } = request.query;
      const caller = requireCaller(request);
      const found = await listExecutorAssignments(caller, intParam(request.params.userId, 'userId'), {
        ...(list ? { q: list.q, status: list.status, sort: list.sort, overdue: list.filter === 'overdue' } : {}),
        ...rest,
      });
      // Found by the whole number: the page tells that this phone asked for help, a read of each appeal on it.
      if (isWholePhoneQuery(list?.q))
        await recordReads(
          caller,
          found.data.map((r) => r.appealId),
          'search',
        );
      return found;
    },

    'add-assignment': async (request) => {
      const caller = requireCaller(request);
      const appealId = intParam(request.params.id);
      await addAssignment(caller, appealId, request.input);
      return answer({ statusCode: 201, body: await listAppealAssignments(caller, appealId) });
    },

    'executor-candidates': async (request) => executorCandidates(intParam(request.params.id), request.query.typeId),

    'new-message-records': async (request) => {
      const caller = requireCaller(request);
      return linkPaged(request, (page) => newMessageRecords(caller, page));
    },

    'get-assignment': async (request) => {
      const caller = requireCaller(request);
      const record = await getAssignment(caller, intParam(request.params.id));
      // The record's form shows the appeal's personal data: a read.
      await recordRead(caller, record.appealId, 'view');
      return record;
    },

    'update-assignment': async (request) => {
      const caller = requireCaller(request);
      const record = await updateCheckedAssignment(caller, intParam(request.params.id), request.input);
      // The answer is the record's form with the appeal's personal data, whether or not anything changed: a read.
      if ('appeal' in record && record.appeal) await recordRead(caller, record.appealId, 'edit');
      return answer({ body: record });
    },
  }),
);
