import { describe, expect, it } from 'vitest';
import type { SoapProgressEvent } from '@tend/contracts/notifications.contract';
import { bannerFor, bannerSeverity, isFinalStatus, progressNoteId } from './soap-progress';

const event = (over: Partial<SoapProgressEvent>): SoapProgressEvent => ({
  type: 'soap_progress',
  status: 'generating',
  message: '',
  note_id: null,
  note_data: null,
  content: null,
  session_id: 's1',
  ...over,
});

describe('soap progress', () => {
  it('reads the note id from note_id or note_data', () => {
    expect(progressNoteId(event({ note_id: 'n1' }))).toBe('n1');
    expect(progressNoteId(event({ note_data: { note_id: 'n2', id: 'n2', session_id: 's1' } }))).toBe('n2');
    expect(progressNoteId(event({}))).toBeNull();
  });
  it('shows the server message, or a default one', () => {
    expect(bannerFor(event({ status: 'saving', message: 'Saving…' })).message).toBe('Saving…');
    expect(bannerFor(event({ status: 'error' })).message).toBe('The note could not be written.');
  });
  it('knows the final statuses and their severity', () => {
    expect(['generating', 'processing', 'saving', 'complete', 'error'].filter((s) => isFinalStatus(s as SoapProgressEvent['status']))).toEqual([
      'complete',
      'error',
    ]);
    expect(bannerSeverity('complete')).toBe('success');
    expect(bannerSeverity('error')).toBe('error');
    expect(bannerSeverity('processing')).toBe('info');
  });
});
