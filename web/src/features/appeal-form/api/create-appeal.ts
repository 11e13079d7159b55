import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { AppealSubmitBody } from '../lib/appeal-form-values';

/**
 * POST /api/appeals. The public form sends no token. Staff
 * (call centre, admin add) send theirs, so their submissions are not rate-limited.
 */
export const createAppeal = ({ body, withToken }: { body: AppealSubmitBody; withToken: boolean }) =>
  api.post(paths.api.appeals.create, body, { auth: withToken });

export const useCreateAppeal = () => useMutation({ mutationFn: createAppeal });
