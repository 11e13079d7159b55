import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { AppealSubmitBody } from '../lib/appeal-form-values';

/**
 * What the server answers with. The public form gets its own receipt only (nothing
 * about other appeals, not even a number); staff also get the stored appeal's id.
 */
export interface CreatedAppeal {
  createdAt: string;
  id?: number;
  /** The follow-up code for /status, in the first answer only (grouped, e.g. K7QM-4TZP-9XAC). */
  followUpCode?: string;
}

/**
 * POST /api/appeals. The public form sends no token. Staff
 * (call centre, admin add) send theirs, so their submissions are not rate-limited.
 */
export const createAppeal = ({ body, withToken }: { body: AppealSubmitBody; withToken: boolean }) =>
  api.post(paths.api.appeals.create, body, { auth: withToken });

export const useCreateAppeal = () => useMutation({ mutationFn: createAppeal });
