import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod, DashboardResponse, ProviderAnalyticsResponse } from '@tend/contracts/admin-dashboard.contract';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

export interface PeriodChoice {
  period: DashboardPeriod;
  offset: number;
}

const query = ({ period, offset }: PeriodChoice) => ({ period, offset: String(offset) });

/** GET /api/admin/dashboard: the period's figures and the previous period's, with the chart series. */
export const dashboardQuery = (choice: PeriodChoice) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'dashboard', choice],
    queryFn: ({ signal }) => api.get<DashboardResponse>('/admin/dashboard', { signal, query: query(choice) }),
    // Stepping between periods keeps the last figures on screen until the next arrive.
    placeholderData: keepPreviousData,
  });
export const useDashboard = (choice: PeriodChoice) => useQuery(dashboardQuery(choice));

/** GET /api/admin/provider-analytics: the same figures per clinician in scope. */
export const providerAnalyticsQuery = (choice: PeriodChoice) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'provider-analytics', choice],
    queryFn: ({ signal }) => api.get<ProviderAnalyticsResponse>('/admin/provider-analytics', { signal, query: query(choice) }),
    placeholderData: keepPreviousData,
  });
export const useProviderAnalytics = (choice: PeriodChoice) => useQuery(providerAnalyticsQuery(choice));
