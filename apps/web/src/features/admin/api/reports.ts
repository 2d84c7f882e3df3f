import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportKind, ReportResponse } from '@tend/contracts/reports.contract';
import { api } from '@/lib/api';
import { saveResponse } from '@/lib/notes/file-name';
import { adminKeys } from './keys';

export interface ReportFilters {
  kind: ReportKind;
  from: string;
  to: string;
  provider_id: string;
}

const queryOf = ({ from, to, provider_id }: ReportFilters) => ({ from: from || undefined, to: to || undefined, provider_id: provider_id || undefined });

/** GET /api/admin/reports/:kind as JSON: the preview. */
export const reportQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'report', filters],
    queryFn: ({ signal }) => api.get<ReportResponse>(`/admin/reports/${filters.kind}`, { signal, query: queryOf(filters) }),
    placeholderData: keepPreviousData,
  });
export const useReport = (filters: ReportFilters) => useQuery(reportQuery(filters));

/** The same report as CSV or PDF, saved under the server's file name. */
export async function downloadReport(filters: ReportFilters, format: 'csv' | 'pdf'): Promise<string> {
  const accept = format === 'csv' ? 'text/csv' : 'application/pdf';
  const response = await api.open(`/admin/reports/${filters.kind}`, { query: { ...queryOf(filters), format }, accept });
  return saveResponse(response, `${filters.kind}.${format}`);
}
