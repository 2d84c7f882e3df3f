/** Every query about work schedules sits under `workScheduleKeys.all`, so a save refreshes availability too. */
export const workScheduleKeys = {
  all: ['work-schedule'] as const,
  /** A clinician's schedule; 'me' is the caller's own. */
  detail: (providerId: string) => [...workScheduleKeys.all, 'detail', providerId] as const,
  availability: (query: { provider_id?: string; from: string; to: string; slot_minutes?: number }) => [...workScheduleKeys.all, 'availability', query] as const,
};
