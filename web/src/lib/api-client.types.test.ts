import type { ApiAnswers } from '@dosyt/core/api/answers';
import { withQuery } from '@dosyt/core/api/contract';
import { XLSX_MEDIA_TYPE } from '@dosyt/core/api/binary';
import { describe, expectTypeOf, it } from 'vitest';
import { paths } from '../config/paths';
import { api } from './api-client';

/**
 * Type-level: `npm run typecheck -w web` (tsc) checks these; the run itself calls
 * nothing. The client must take each call's answer type from the contract's table
 * (core/src/api/answers.ts) by the route the path was built for, and refuse paths
 * and methods the contract does not have.
 */
const calls = {
  appeal: () => api.get(paths.api.appeals.item(7)),
  saveAppeal: () => api.put(paths.api.appeals.item(7), { version: 1 }),
  appealsPage: () => api.get(withQuery(paths.api.appeals.page(2), new URLSearchParams({ q: 'Іван' }))),
  candidates: () => api.get(paths.api.appealHistory.candidates(7, 1)),
  patchRecord: () => api.patch(paths.api.appealHistory.item(3), {}),
  regionUsers: () => api.post(paths.api.stats.activeRegions),
  login: () => api.post(paths.api.auth.login, { email: 'olena@example.com', password: 'Secret-123' }, { auth: false }),
  usersExport: () => api.download(paths.api.users.csvExport, XLSX_MEDIA_TYPE),
};

describe('api client types', () => {
  it('answers the contract type of the route each path was built for', () => {
    expectTypeOf(calls.appeal).returns.resolves.toEqualTypeOf<ApiAnswers['GET /api/appeals/{id}']>();
    expectTypeOf(calls.saveAppeal).returns.resolves.toEqualTypeOf<ApiAnswers['PUT /api/appeals/{id}']>();
    expectTypeOf(calls.appealsPage).returns.resolves.toEqualTypeOf<ApiAnswers['GET /api/appeals/pages={page}']>();
    expectTypeOf(calls.candidates).returns.resolves.toEqualTypeOf<ApiAnswers['GET /api/appeal-history/appeal/{id}/candidates']>();
    expectTypeOf(calls.patchRecord).returns.resolves.toEqualTypeOf<ApiAnswers['PATCH /api/appeal-history/{id}']>();
    expectTypeOf(calls.regionUsers).returns.resolves.toEqualTypeOf<ApiAnswers['POST /api/communities/region/active']>();
    expectTypeOf(calls.login).returns.resolves.toEqualTypeOf<ApiAnswers['POST /api/auth/login']>();
    expectTypeOf(calls.usersExport).returns.resolves.toEqualTypeOf<Blob>();
    // Not `any` or `unknown`: a caller reads the fields the contract names.
    expectTypeOf(calls.appeal).returns.resolves.toHaveProperty('version').toEqualTypeOf<number>();
  });

  it('takes no answer type from the caller, no path or method outside the contract, and no body its schema refuses in shape', () => {
    const refused = () => {
      // @ts-expect-error: an answer type of the caller's choosing is not a route
      void api.get<{ id: number }>(paths.api.appeals.item(7));
      // @ts-expect-error: a hand-written path names no route
      void api.get('/api/appeals/7');
      // @ts-expect-error: the contract has no POST /api/appeals/{id}
      void api.post(paths.api.appeals.item(7), {});
      // @ts-expect-error: the sign-in body lacks the password its schema requires
      void api.post(paths.api.auth.login, { email: 'olena@example.com' }, { auth: false });
      // @ts-expect-error: GET /api/appeals/{id} answers JSON, not a file
      void api.download(paths.api.appeals.item(7), 'application/json');
      // @ts-expect-error: the users export is a workbook, not CSV
      void api.download(paths.api.users.csvExport, 'text/csv');
    };
    expectTypeOf(refused).toBeFunction();
  });
});
