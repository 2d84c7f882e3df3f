// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NoteDetail } from '@tend/contracts/notes.contract';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useDraftAutosave } from '../api/use-draft-autosave';
import { NoteSections } from './note-sections';
import { SaveStatus } from './save-status';

const noteId = '44444444-4444-4444-8444-444444444444';
const content = '## Subjective\nSam described a steadier week.\n## Plan\nContinue weekly sessions.';
const note = {
  id: noteId,
  status: 'draft',
  note_content: content,
  can_edit: true,
  provenance: { sentences: [{ text: 'Continue weekly sessions.', kind: 'assistant' }], left_out: [], left_out_total: 0 },
} as unknown as NoteDetail;

/** The page's editing parts around one autosave, as the note page puts them together. */
function Editor() {
  const autosave = useDraftAutosave(note);
  return (
    <>
      <SaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />
      <NoteSections note={note} autosave={autosave} />
    </>
  );
}

type Answer = 'ok' | 'offline' | 'locked';
const sent: string[] = [];
function serve(answers: Answer[]) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    expect([String(url), init?.method]).toEqual([`/api/notes/${noteId}`, 'PATCH']);
    const body = JSON.parse(init?.body as string) as { note_content: string };
    sent.push(body.note_content);
    const answer = answers.shift() ?? 'ok';
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (answer === 'locked')
      return jsonResponse({ error: 'conflict', message: 'This note is approved and signed, so it is locked. Add an addendum instead.' }, 409);
    return jsonResponse({ ...note, note_content: body.note_content });
  });
}

const status = () => screen.getByTestId('save-status');
const openSection = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sent.length = 0;
});

describe('editing a draft section by section', () => {
  it('marks the assistant’s wording, then saves the whole note ~800 ms after typing stops: Saving…, then Saved hh:mm', async () => {
    serve(['ok']);
    renderWithProviders(<Editor />);
    expect(screen.getByText('Continue weekly sessions.').closest('mark')?.dataset.kind).toBe('assistant');
    expect(status().textContent).toBe('Changes save as you type.');

    const field = openSection('Subjective');
    fireEvent.change(field, { target: { value: 'Sam described a steadier week' } });
    fireEvent.change(field, { target: { value: 'Sam described a steadier week and slept better.' } });
    expect(sent).toEqual([]);
    await waitFor(() => expect(status().textContent).toMatch(/^Saved \d{1,2}:\d{2}/), { timeout: 3000 });
    // One save, of the last text, with the other section as it was.
    expect(sent).toEqual(['## Subjective\nSam described a steadier week and slept better.\n## Plan\nContinue weekly sessions.']);
  });

  it('saves at once when the field loses focus, and Escape closes the editor back to its Edit button', async () => {
    serve(['ok']);
    renderWithProviders(<Editor />);
    const field = openSection('Plan');
    fireEvent.change(field, { target: { value: 'Move to fortnightly sessions.' } });
    fireEvent.blur(field);
    await waitFor(() => expect(sent).toEqual(['## Subjective\nSam described a steadier week.\n## Plan\nMove to fortnightly sessions.']), { timeout: 300 });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Plan' }), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Plan' })).toBeNull();
    expect(screen.getByText('Move to fortnightly sessions.')).toBeTruthy();
  });

  it('keeps the typed text when a save fails, and Retry sends it again', async () => {
    serve(['offline', 'ok']);
    renderWithProviders(<Editor />);
    const field = openSection('Plan');
    fireEvent.change(field, { target: { value: 'Refer for a sleep study.' } });
    fireEvent.blur(field);
    await waitFor(() => expect(status().textContent).toContain("Couldn't save — your text is kept here."));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Plan' }).value).toBe('Refer for a sleep study.');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status().textContent).toMatch(/^Saved /));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    expect(sent[1]).toContain('Refer for a sleep study.');
  });

  it('a note signed meanwhile says so and offers no retry', async () => {
    serve(['locked']);
    renderWithProviders(<Editor />);
    const field = openSection('Plan');
    fireEvent.change(field, { target: { value: 'Too late.' } });
    fireEvent.blur(field);
    await waitFor(() => expect(status().textContent).toContain("Couldn't save — This note is approved and signed, so it is locked."));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Plan' }).value).toBe('Too late.');
  });
});
