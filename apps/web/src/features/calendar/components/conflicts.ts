import { appointmentConflictSchema, outsideHoursSchema, type AppointmentConflicts } from '@tend/contracts/calendar.contract';
import { errorCodes } from '@tend/contracts/error-codes';
import { isApiError } from '@/lib/api-error';

/** A booking the server asks the user to confirm: a double booking, or a time outside working hours. */
export type BookingWarning = { kind: 'conflict'; visits: AppointmentConflicts['conflicts'] } | { kind: 'outside'; visits: { start: string; end: string }[] };

/** The warning a 409 carries, else null (any other failure is an error to show). */
export function bookingWarningIn(error: unknown): BookingWarning | null {
  if (!isApiError(error) || error.status !== 409) return null;
  if (error.code === errorCodes.appointmentConflict)
    return { kind: 'conflict', visits: appointmentConflictSchema.safeParse(error.details).data?.conflicts ?? [] };
  if (error.code === errorCodes.outsideWorkingHours) return { kind: 'outside', visits: outsideHoursSchema.safeParse(error.details).data?.outside ?? [] };
  return null;
}

/** What to send to book through the warnings confirmed so far. */
export interface Overrides {
  allow_conflict: boolean;
  allow_outside_hours: boolean;
}
export const noOverrides: Overrides = { allow_conflict: false, allow_outside_hours: false };

/** The overrides with the shown warning confirmed too (a double booking may then meet the hours warning). */
export const confirming = (overrides: Overrides, warning: BookingWarning): Overrides =>
  warning.kind === 'conflict' ? { ...overrides, allow_conflict: true } : { ...overrides, allow_outside_hours: true };
