import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeals/report/{id}: the appeal with its completion reports. */
export const getAppealReport = (id: number | string) => api.get(paths.api.appeals.report(id));

export const appealReportQueryOptions = (id: number | string) =>
  queryOptions({ queryKey: ['appeals', 'report', String(id)], queryFn: () => getAppealReport(id) });

export const useAppealReport = (id: number | string) => useQuery(appealReportQueryOptions(id));
