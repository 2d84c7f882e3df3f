import { describe, expect, it } from 'vitest';
import { defaultNoteTypes, notePrefsFor, parseNoteTypes } from './note-prefs';

describe('note preferences (spec 3)', () => {
  it('default to a SOAP clinical note only', () => {
    expect(parseNoteTypes(null)).toEqual({ clinical_note: true, clinical_subtype: 'soap_note', client_summary: false, provider_reflection: false });
  });

  it('restore what was stored and repair junk field by field', () => {
    const stored = { clinical_note: false, clinical_subtype: 'intake_note', client_summary: true, provider_reflection: true };
    expect(parseNoteTypes(JSON.stringify(stored))).toEqual(stored);
    expect(parseNoteTypes('{"clinical_subtype":"haiku","client_summary":"yes"}')).toEqual(defaultNoteTypes);
    expect(parseNoteTypes('oops')).toEqual(defaultNoteTypes);
    expect(parseNoteTypes('7')).toEqual(defaultNoteTypes);
  });

  it('are sent only in note mode, with the patient when one is picked', () => {
    expect(notePrefsFor(false, defaultNoteTypes, 'p1')).toBeUndefined();
    expect(notePrefsFor(true, { ...defaultNoteTypes, provider_reflection: true }, 'p1')).toEqual({
      write_soap: true,
      client_summary: false,
      therapist_reflection: true,
      patient_id: 'p1',
      clinical_subtype: 'soap_note',
    });
    expect(notePrefsFor(true, defaultNoteTypes, null)?.patient_id).toBeNull();
  });
});
