import { appointmentStatusLabels } from '@tend/contracts/calendar.contract';
import { startOfDay } from '@tend/contracts/calendar-days';
import { consentKindLabels, type TimelineEvent } from '@tend/contracts/client-details.contract';
import { documentTypeLabels, type DocumentType } from '@tend/contracts/notes.contract';
import type { clients } from '@tend/db/schema/clients';
import type { timelineRepo } from './timeline.repo';

type Repo = ReturnType<typeof timelineRepo>;
type Rows<K extends keyof Repo> = Awaited<ReturnType<Repo[K]>>;

interface NoteRow {
  id: string;
  documentType: string;
  createdAt: Date;
  signedAt: Date | null;
  authorName: string;
  signerName: string | null;
}

export interface TimelineSources {
  client: typeof clients.$inferSelect;
  appointments: Rows<'pastAppointments'>;
  cancelledAhead: Rows<'cancelledAhead'>;
  notesCreated: NoteRow[];
  notesSigned: NoteRow[];
  diagnosesAdded: Rows<'diagnoses'>;
  diagnosesResolved: Rows<'diagnoses'>;
  consents: Rows<'consents'>;
}

type EventInput = Pick<TimelineEvent, 'id' | 'kind' | 'title'> & Partial<Pick<TimelineEvent, 'date' | 'detail' | 'actor_name' | 'note_id'>> & { at: Date };

const event = ({ at, ...e }: EventInput): TimelineEvent => ({ date: null, detail: null, actor_name: null, note_id: null, ...e, at: at.toISOString() });

/**
 * The client's history from the rows that record it, newest first, only what has happened by
 * `now` (appointments ahead are left to the caller's query). A calendar date (discharge,
 * resolution) stands at the start of that day in `timeZone`.
 */
export function timelineEvents(s: TimelineSources, { now, timeZone, limit }: { now: Date; timeZone: string; limit: number }): TimelineEvent[] {
  const dayStart = (date: string) => startOfDay(date, timeZone);
  const when = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  const c = s.client;
  const events: TimelineEvent[] = [event({ id: `client:${c.id}:created`, kind: 'client_created', at: c.createdAt, title: 'Client record created' })];
  if (c.dischargedOn)
    events.push(
      event({
        id: `client:${c.id}:discharged`,
        kind: 'client_discharged',
        at: dayStart(c.dischargedOn),
        date: c.dischargedOn,
        title: 'Discharged',
        detail: c.dischargeReason,
      }),
    );
  for (const { encounter: e, providerName } of s.appointments) {
    const status = e.status === 'scheduled' ? 'status not recorded' : appointmentStatusLabels[e.status].toLowerCase();
    events.push(
      event({
        id: `appointment:${e.id}`,
        kind: 'appointment',
        at: e.scheduledStart,
        title: `Appointment, ${status}`,
        detail: e.serviceCode ? `Service ${e.serviceCode}` : null,
        actor_name: providerName,
      }),
    );
  }
  for (const { encounter: e, providerName } of s.cancelledAhead) {
    events.push(
      event({
        id: `appointment:${e.id}:cancelled`,
        kind: 'appointment_cancelled',
        at: e.statusChangedAt!,
        title: `Appointment cancelled (${appointmentStatusLabels[e.status].toLowerCase()})`,
        detail: `Was booked for ${when.format(e.scheduledStart)}`,
        actor_name: providerName,
      }),
    );
  }
  const noteLabel = (type: string) => documentTypeLabels[type as DocumentType] ?? 'Note';
  for (const n of s.notesCreated) {
    events.push(
      event({
        id: `note:${n.id}:created`,
        kind: 'note_created',
        at: n.createdAt,
        title: `${noteLabel(n.documentType)} started`,
        actor_name: n.authorName,
        note_id: n.id,
      }),
    );
  }
  for (const n of s.notesSigned) {
    if (!n.signedAt) continue;
    events.push(
      event({
        id: `note:${n.id}:signed`,
        kind: 'note_signed',
        at: n.signedAt,
        title: `${noteLabel(n.documentType)} signed`,
        actor_name: n.signerName,
        note_id: n.id,
      }),
    );
  }
  for (const { diagnosis: d, addedByName } of s.diagnosesAdded) {
    events.push(
      event({
        id: `diagnosis:${d.id}:added`,
        kind: 'diagnosis_added',
        at: d.createdAt,
        title: `Diagnosis added: ${d.code}`,
        detail: d.description,
        actor_name: addedByName,
      }),
    );
  }
  for (const { diagnosis: d } of s.diagnosesResolved) {
    if (!d.resolvedOn) continue;
    events.push(
      event({
        id: `diagnosis:${d.id}:resolved`,
        kind: 'diagnosis_resolved',
        at: dayStart(d.resolvedOn),
        date: d.resolvedOn,
        title: `Diagnosis resolved: ${d.code}`,
        detail: d.description,
      }),
    );
  }
  for (const { consent: r, recordedByName } of s.consents) {
    events.push(
      event({
        id: `consent:${r.id}`,
        kind: 'consent_recorded',
        at: r.recordedAt,
        title: `${consentKindLabels[r.kind]}: consent ${r.granted ? 'given' : 'withdrawn'}`,
        detail: r.source,
        actor_name: recordedByName,
      }),
    );
  }
  return (
    events
      // A row's own timestamp has happened; only a typed date (a resolution dated ahead) may not have.
      .filter((e) => e.date === null || Date.parse(e.at) <= now.getTime())
      .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || a.id.localeCompare(b.id))
      .slice(0, limit)
  );
}
