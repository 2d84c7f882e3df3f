import { describe, expect, it } from 'vitest';
import { normalizeAnswer, notePatient } from './answer';

describe('engine answers', () => {
  it('fill in what a partial answer leaves out', () => {
    const a = normalizeAnswer({ status: 'degraded', message: 'Later' });
    expect(a).toMatchObject({ status: 'degraded', message: 'Later', response: '', options: [], insights: [], recommendations: [], action: null, already_processed: false, assistant_message_id: null });
  });

  it('keep a full answer as it is', () => {
    const full = normalizeAnswer({ response: 'Hi', suggested_action: 'soap_note', options: [{ label: 'x' }], action: 'create_session', already_processed: true, status: 'ok' });
    expect(full).toMatchObject({ response: 'Hi', suggested_action: 'soap_note', options: [{ label: 'x' }], action: 'create_session', already_processed: true });
  });

  it('survive junk', () => {
    expect(normalizeAnswer(null).status).toBe('ok');
    expect(normalizeAnswer('text').response).toBe('');
  });

  it('name the note’s client by patient_display, else client_name', () => {
    expect(notePatient({ patient_display: 'Sam Lee', client_name: 'S. Lee' })).toBe('Sam Lee');
    expect(notePatient({ patient_display: null, client_name: 'S. Lee' })).toBe('S. Lee');
    expect(notePatient({ patient_display: '', client_name: null })).toBeNull();
  });
});
