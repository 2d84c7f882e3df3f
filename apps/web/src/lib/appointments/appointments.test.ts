import { describe, expect, it } from 'vitest';
import type { Appointment } from '@tend/contracts/clients.contract';
import { appointmentLabel, documentableAppointments, existingNote } from './appointments';

const me = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';
const appt = (over: Partial<Appointment>): Appointment => ({
  id: crypto.randomUUID(),
  client_id: '00000000-0000-4000-8000-00000000000c',
  scheduled_start: '2026-11-20T12:00:00.000Z', // midday UTC: 20 Nov in every time zone from -11 h to +11 h
  scheduled_end: '2026-11-20T12:50:00.000Z',
  status: 'completed',
  service_code: '90834',
  provider_id: me,
  provider_name: 'Dr Alice Moreno',
  notes: [],
  ...over,
});

describe('appointments a note can be written for', () => {
  const zone = 'America/New_York';
  const now = new Date('2026-11-22T15:00:00Z'); // 10:00 in New York

  it('are the caller’s own, not cancelled, and begin by the end of today in the clinician’s zone', () => {
    const mine = appt({});
    const laterToday = appt({ scheduled_start: '2026-11-23T04:59:00.000Z' }); // 23:59 in New York
    const tomorrow = appt({ scheduled_start: '2026-11-23T05:00:00.000Z' }); // midnight in New York
    const cancelled = appt({ status: 'cancelled' });
    const colleague = appt({ provider_id: other });
    expect(documentableAppointments([laterToday, mine, tomorrow, cancelled, colleague], me, now, zone)).toEqual([laterToday, mine]);
  });

  it('end today where the clinician is, on a day the clock changes', () => {
    // Beirut, 29 March 2026: the day begins at 01:00 and ends at 21:00 UTC; "tomorrow" is not 24 h on.
    const beirutMorning = new Date('2026-03-28T23:00:00Z');
    const lastMinute = appt({ scheduled_start: '2026-03-29T20:59:00.000Z' });
    const nextDay = appt({ scheduled_start: '2026-03-29T21:00:00.000Z' });
    expect(documentableAppointments([lastMinute, nextDay], me, beirutMorning, 'Asia/Beirut')).toEqual([lastMinute]);
  });

  it('name an existing note of the chosen type, which would make a duplicate', () => {
    const documented = appt({ notes: [{ id: '00000000-0000-4000-8000-0000000000aa', document_type: 'soap_note', status: 'draft' }] });
    expect(existingNote(documented, 'soap_note')?.id).toBe('00000000-0000-4000-8000-0000000000aa');
    expect(existingNote(documented, 'quick_note')).toBeNull();
    expect(appointmentLabel(documented, 'soap_note', 'UTC', 'en-US')).toMatch(/^Fri, Nov 20, 2026, .+ · SOAP note draft exists$/);
    expect(appointmentLabel(appt({ status: 'no_show' }), 'soap_note', 'UTC', 'en-US')).toMatch(/ · No show$/);
  });
});
