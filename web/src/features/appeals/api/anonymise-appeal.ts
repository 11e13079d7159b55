import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useAppealChange } from './get-appeal';

/** POST /api/appeals/{id}/anonymise (ADMIN) with the version the admin confirmed; a stale one is a 409. */
export const anonymiseAppeal = ({ id, version }: { id: number | string; version: number }) => api.post(paths.api.appeals.anonymise(id), { version });

/** The appeal's timeline gains the anonymisation: it is read again too. */
export const useAnonymiseAppeal = () =>
  useAppealChange(anonymiseAppeal, (queryClient, id) => void queryClient.invalidateQueries({ queryKey: ['appeals', 'timeline', id] }));
