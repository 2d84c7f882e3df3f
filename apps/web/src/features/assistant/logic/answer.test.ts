import { describe, expect, it } from 'vitest';
import { notePatient } from './answer';

describe('engine answers', () => {
  it('name the note’s client by patient_display, else client_name', () => {
    expect(notePatient({ patient_display: 'Sam Lee', client_name: 'S. Lee' })).toBe('Sam Lee');
    expect(notePatient({ patient_display: null, client_name: 'S. Lee' })).toBe('S. Lee');
    expect(notePatient({ patient_display: '', client_name: null })).toBeNull();
  });
});
