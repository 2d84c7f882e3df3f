import type { AppointmentStatus } from '@tend/contracts/clients.contract';

const HOUR = 3_600_000;

/** How the client reaches the practice, when the practice has said (practices.settings.contact). */
export interface PracticeContact {
  phone: string | null;
  email: string | null;
}

export function practiceContactOf(settings: Record<string, unknown> | null | undefined): PracticeContact {
  const contact = settings?.contact;
  const field = (key: string) => {
    const value = contact && typeof contact === 'object' ? (contact as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null;
  };
  return { phone: field('phone'), email: field('email') };
}

export interface CancelPolicy {
  cancellable: boolean;
  /** The last moment a cancellation is free, for a visit still scheduled and to come. */
  cancelUntil: Date | null;
  /** Why not, for a visit still to come that cannot be cancelled here. */
  refusal: string | null;
}

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** "please call the practice at 555-0100 or e-mail front@…" — or just "please contact the practice". */
export function callThePractice(contact: PracticeContact): string {
  if (contact.phone && contact.email) return `please call the practice at ${contact.phone} or e-mail ${contact.email}`;
  if (contact.phone) return `please call the practice at ${contact.phone}`;
  if (contact.email) return `please e-mail the practice at ${contact.email}`;
  return 'please call the practice';
}

/**
 * Whether a client may cancel a visit in the portal now: a scheduled visit more than the practice's
 * late-cancel window ahead. Inside the window the refusal says why and how to reach the practice.
 */
export function cancelPolicy(visit: { status: AppointmentStatus; start: Date }, now: Date, windowHours: number, contact: PracticeContact): CancelPolicy {
  if (visit.start <= now) return { cancellable: false, cancelUntil: null, refusal: visit.status === 'scheduled' ? 'The visit has already started.' : null };
  if (visit.status !== 'scheduled') return { cancellable: false, cancelUntil: null, refusal: null };
  const cancelUntil = new Date(visit.start.getTime() - windowHours * HOUR);
  if (now < cancelUntil) return { cancellable: true, cancelUntil, refusal: null };
  const reach = callThePractice(contact);
  return {
    cancellable: false,
    cancelUntil,
    refusal: `Less than ${hoursText(windowHours)} before the visit: ${reach}.`,
  };
}
