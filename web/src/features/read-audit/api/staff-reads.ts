import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { XLSX_MEDIA_TYPE } from '@dosyt/core/api/binary';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export interface StaffReadsQuery {
  userId: number;
  /** 'YYYY-MM-DD' Kyiv days, both included. */
  from: string;
  to: string;
  before?: string;
}

const period = (q: StaffReadsQuery) => new URLSearchParams({ from: q.from, to: q.to });

/** GET /api/logs/reads/{userId} (ADMIN): one staff member's reads of appeals in a period, newest first. */
export function getStaffReads(q: StaffReadsQuery) {
  const params = period(q);
  if (q.before) params.set('before', q.before);
  return api.get(withQuery(paths.api.staffReads(q.userId), params));
}

export const staffReadsQueryOptions = (q: StaffReadsQuery) =>
  queryOptions({
    queryKey: ['read-audit', 'staff', q],
    queryFn: () => getStaffReads(q),
    retry: false,
    placeholderData: keepPreviousData,
    enabled: Boolean(q.from && q.to),
  });

export const useStaffReads = (q: StaffReadsQuery) => useQuery(staffReadsQueryOptions(q));

export const staffReadsFile = (q: StaffReadsQuery) => `reads-${q.userId}-${q.from}-${q.to}.xlsx`;

/** GET /api/logs/reads/{userId}/export: the period's reads as a workbook, saved under the server's file name. */
export const useExportStaffReads = () =>
  useMutation({
    mutationFn: (q: StaffReadsQuery) => api.download(withQuery(paths.api.staffReadsExport(q.userId), period(q)), XLSX_MEDIA_TYPE),
    onSuccess: (blob, q) => saveBlob(blob, staffReadsFile(q)),
  });
