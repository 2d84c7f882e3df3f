import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentsWritten,
  AppointmentStatusChange,
  AppointmentType,
  CalendarResponse,
  CreateAppointmentRequest,
  UpdateAppointmentRequest,
} from '@tend/contracts/calendar.contract';
import { api } from '@/lib/api';
import { clientKeys } from '@/features/clients';

/** Every query about the calendar sits under `calendarKeys.all`; a write refreshes them all. */
export const calendarKeys = {
  all: ['calendar'] as const,
  range: (range: CalendarRange) => [...calendarKeys.all, 'range', range] as const,
  types: () => [...calendarKeys.all, 'types'] as const,
};

export interface CalendarRange {
  from: string;
  to: string;
  /** Whose calendars; the caller's own when empty. */
  providerIds: string[];
}

/** GET /api/appointments: the visits overlapping the range, cancellations included (shown struck through). */
export function listAppointments({ from, to, providerIds }: CalendarRange, signal?: AbortSignal): Promise<CalendarResponse> {
  return api.get<CalendarResponse>('/appointments', { query: { from, to, provider_ids: providerIds.length ? providerIds.join(',') : undefined }, signal });
}

export function useAppointments(range: CalendarRange | null) {
  return useQuery({
    queryKey: calendarKeys.range(range ?? { from: '', to: '', providerIds: [] }),
    queryFn: ({ signal }) => listAppointments(range!, signal),
    enabled: !!range,
    placeholderData: keepPreviousData,
  });
}

export function useAppointmentTypes() {
  return useQuery({
    queryKey: calendarKeys.types(),
    queryFn: ({ signal }) => api.get<{ types: AppointmentType[] }>('/appointment-types', { signal }),
    staleTime: 10 * 60_000,
    select: (data) => data.types.filter((t) => t.active),
  });
}

/** After any calendar write: the calendar, and the clients' appointment lists (the note picker reads them). */
function useRefreshCalendar() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: calendarKeys.all }), queryClient.invalidateQueries({ queryKey: clientKeys.all })]);
}

/** POST /api/appointments: 201 with the visits booked; 409 appointment_conflict until `allow_conflict`. */
export function useBookAppointment() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: (body: CreateAppointmentRequest) => api.post<AppointmentsWritten>('/appointments', body),
    onSuccess: refresh,
  });
}

/** PATCH /api/appointments/{id}: moves or changes this visit, or this and following, or all. */
export function useUpdateAppointment() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAppointmentRequest }) =>
      api.patch<AppointmentsWritten>(`/appointments/${encodeURIComponent(id)}`, changes),
    onSuccess: refresh,
  });
}

/** POST /api/appointments/{id}/status: arrived, completed, no-show, cancelled (and late), or back to scheduled. */
export function useChangeAppointmentStatus() {
  const refresh = useRefreshCalendar();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AppointmentStatusChange }) =>
      api.post<AppointmentsWritten>(`/appointments/${encodeURIComponent(id)}/status`, change),
    onSuccess: refresh,
  });
}
