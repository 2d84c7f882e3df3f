import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { AuditLogQuery, AuditLogResponse, AuditVerification } from '@tend/contracts/audit-log.contract';
import { api } from '@/lib/api';
import { saveResponse } from '@/lib/notes/file-name';
import { adminKeys } from './keys';

export type AuditLogFilters = Omit<AuditLogQuery, 'before' | 'limit'>;

/** Only the filters that are set, as query parameters. */
const queryOf = (filters: AuditLogFilters): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v === '' || v === undefined ? undefined : String(v)]));

/** GET /api/admin/audit-logs, newest first, 50 a page; older pages by `before`. */
export function useAuditLogs(filters: AuditLogFilters) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.auditLogs(), filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditLogResponse>('/admin/audit-logs', { signal, query: { ...queryOf(filters), before: pageParam?.toString() } }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** The last check; while `awaitingAfter` is set, re-read every second until a newer check has landed. */
export function useAuditVerification(awaitingAfter: string | null) {
  return useQuery({
    queryKey: adminKeys.auditVerification(),
    queryFn: ({ signal }) => api.get<AuditVerification>('/admin/audit-logs/verification', { signal }),
    refetchInterval: (query) => (awaitingAfter !== null && (query.state.data?.checked_at ?? '') <= awaitingAfter ? 1000 : false),
  });
}

/** Asks the server for a verification now (a job; its result replaces the one shown). */
export function useVerifyNow() {
  return useMutation({ mutationFn: () => api.post<{ queued: true }>('/admin/audit-logs/verification') });
}

/** GET /api/admin/audit-logs/export: the filtered events as CSV, saved. */
export async function downloadAuditLog(filters: AuditLogFilters): Promise<string> {
  return saveResponse(await api.open('/admin/audit-logs/export', { query: queryOf(filters), accept: 'text/csv' }), 'audit-log.csv');
}
