import type { AppealUpdateBody } from '@dosyt/core/appeal/appeal.schema';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useAppealChange } from './get-appeal';

/** The community travels as its codifier code; a region id from a select may be a string. */
export type AppealUpdateRequest = Omit<AppealUpdateBody, 'community_id' | 'region_id'> & { community_id?: number | string; region_id?: number | string };

/** PUT /api/appeals/{id} with the version read: a stale save gets a 409. */
export const updateAppeal = ({ id, body }: { id: number | string; body: AppealUpdateRequest }) => api.put(paths.api.appeals.item(id), body);

export const useUpdateAppeal = () => useAppealChange(updateAppeal);
