import { afterEach, describe, expect, it } from 'vitest';
import type { RespondResponse } from '@tend/contracts/assistant.contract';
import { attachSavedNote, clearDrafts, draftFor, rememberDraft } from './note-drafts';

const answer = (note: string | null): RespondResponse =>
  ({ note_content: note, document_type: 'soap_note', note_id: null, patient_display: 'Sam Lee', client_name: 'Sam Lee' }) as RespondResponse;

afterEach(clearDrafts);

describe('note drafts', () => {
  it('keeps only answers with a note', () => {
    rememberDraft('m1', answer(null), 's1');
    rememberDraft('m2', answer('S: calmer'), 's1');
    expect(draftFor('m1')).toBeUndefined();
    expect(draftFor('m2')).toMatchObject({ content: 'S: calmer', patient: 'Sam Lee', noteId: null, sessionId: 's1' });
  });

  it('gives the saved id to the newest draft of the same conversation, once', () => {
    rememberDraft('m1', answer('first'), 's1');
    rememberDraft('m2', answer('second'), 's1');
    rememberDraft('m3', answer('other'), 's2');
    expect(attachSavedNote('s1', 'n1', 'second, final')).toBe(true);
    expect(draftFor('m2')).toMatchObject({ noteId: 'n1', content: 'second, final' });
    expect(draftFor('m1')?.noteId).toBeNull();
    expect(draftFor('m3')?.noteId).toBeNull();
    expect(attachSavedNote('s1', 'n1', null)).toBe(false);
  });
});

describe('a request repeated for the same visit', () => {
  it('saves into the same note: the new draft takes its id too, also when the save comes before the answer', () => {
    rememberDraft('m1', answer('first'), 's1');
    expect(attachSavedNote('s1', 'n1', 'first')).toBe(true);
    rememberDraft('m2', answer('second'), 's1');
    expect(attachSavedNote('s1', 'n1', 'second')).toBe(true);
    expect(draftFor('m2')).toMatchObject({ noteId: 'n1', content: 'second' });
    // The third save arrives first: the third answer takes it.
    expect(attachSavedNote('s1', 'n1', 'third')).toBe(false);
    rememberDraft('m3', answer('third, streamed'), 's1');
    expect(draftFor('m3')).toMatchObject({ noteId: 'n1', content: 'third' });
  });
});

describe('a complete event before the answer', () => {
  it('is taken by the next draft of that conversation', () => {
    expect(attachSavedNote('s9', 'n9', 'final text')).toBe(false);
    rememberDraft('m9', answer('streamed text'), 's9');
    expect(draftFor('m9')).toMatchObject({ noteId: 'n9', content: 'final text' });
    rememberDraft('m10', answer('later'), 's9');
    expect(draftFor('m10')?.noteId).toBeNull();
  });
});
