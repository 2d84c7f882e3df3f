import ical, { ICalEventClass } from 'ical-generator';
import type { AppointmentLocation } from '@tend/contracts/calendar.contract';

export interface FeedVisit {
  id: string;
  start: Date;
  end: Date;
  location: AppointmentLocation;
  firstName: string;
  lastName: string;
}

/** "Maya Castellanos" → "M.C.": enough for the clinician to know the visit, little for anyone else. */
export function clientInitials(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => Array.from(name.trim())[0]?.toUpperCase())
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join('');
}

const locationLabels: Record<AppointmentLocation, string> = { office: 'Office', telehealth: 'Telehealth' };

/**
 * The clinician's calendar as iCalendar. A feed is read by other services and shown on phones'
 * lock screens (ARCHITECTURE rule 12): each visit is its time, the client's initials and Office or
 * Telehealth — no names, service, type, notes or telehealth link. UIDs are the visits' ids, so an
 * edited visit updates in place in the subscriber's calendar.
 */
export function feedIcs(visits: FeedVisit[], options: { practiceName: string; now: Date }): string {
  const calendar = ical({ name: `Tend — ${options.practiceName}`, prodId: { company: 'Tend', product: 'Calendar feed', language: 'EN' }, ttl: 60 * 60 });
  for (const visit of visits) {
    calendar.createEvent({
      id: visit.id,
      start: visit.start,
      end: visit.end,
      stamp: options.now,
      summary: clientInitials(visit.firstName, visit.lastName),
      location: locationLabels[visit.location],
      class: ICalEventClass.PRIVATE,
    });
  }
  return calendar.toString();
}
