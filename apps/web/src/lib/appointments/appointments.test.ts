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
  const now = new Date('2026-11-22T10:00:00');

  it('are the caller’s own, not cancelled, and begun by the end of today', () => {
    const mine = appt({});
    const laterToday = appt({ scheduled_start: new Date('2026-11-22T16:00:00').toISOString() });
    const tomorrow = appt({ scheduled_start: new Date('2026-11-23T09:00:00').toISOString() });
    const cancelled = appt({ status: 'cancelled' });
    const colleague = appt({ provider_id: other });
    expect(documentableAppointments([laterToday, mine, tomorrow, cancelled, colleague], me, now)).toEqual([laterToday, mine]);
  });

  it('name an existing note of the chosen type, which would make a duplicate', () => {
    const documented = appt({ notes: [{ id: '00000000-0000-4000-8000-0000000000aa', document_type: 'soap_note', status: 'draft' }] });
    expect(existingNote(documented, 'soap_note')?.id).toBe('00000000-0000-4000-8000-0000000000aa');
    expect(existingNote(documented, 'quick_note')).toBeNull();
    expect(appointmentLabel(documented, 'soap_note', 'en-US')).toMatch(/^Fri, Nov 20, 2026, .+ · SOAP note draft exists$/);
    expect(appointmentLabel(appt({ status: 'no_show' }), 'soap_note', 'en-US')).toMatch(/ · No show$/);
  });
});
