// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/api-error';
import { appointmentsQueryKey } from '@/lib/appointments/appointments';
import { checkDuplicateNote, saveNote } from '@/lib/notes/note-calls';
import { renderHookWithProviders } from '@/testing/render-with-providers';
import { noteKeys } from './keys';
import { useSaveNote, type SaveNoteVariables } from './save-note';

vi.mock('@/lib/notes/note-calls', () => ({ checkDuplicateNote: vi.fn(), saveNote: vi.fn() }));

const noteId = '44444444-4444-4444-8444-444444444444';
const existingId = '55555555-5555-4555-8555-555555555555';
const clientId = '66666666-6666-4666-8666-666666666666';
const fields: SaveNoteVariables = {
  user_id: '11111111-1111-4111-8111-111111111111',
  encounter_id: '33333333-3333-4333-8333-333333333333',
  note_content: 'Subjective: steadier week.',
  document_type: 'soap_note',
  approved: true,
  clientId,
};

function setup() {
  const view = renderHookWithProviders(() => useSaveNote());
  // Cached queries the save should mark stale.
  view.client.setQueryData(noteKeys.lists(), { notes: [], total: 0 });
  view.client.setQueryData(appointmentsQueryKey(clientId), { appointments: [] });
  return view;
}

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('useSaveNote', () => {
  it('saves after the duplicate check, says so and refreshes the notes and the appointments', async () => {
    vi.mocked(checkDuplicateNote).mockResolvedValue({ duplicate_exists: false, note_id: null });
    vi.mocked(saveNote).mockResolvedValue({ note_id: noteId, status: 'approved', created: true });
    const { result, client } = setup();

    const saved = await act(() => result.current.mutateAsync(fields));

    expect(saved).toEqual({ status: 'saved', note: { note_id: noteId, status: 'approved', created: true } });
    expect(vi.mocked(saveNote).mock.calls[0]?.[0]).not.toHaveProperty('clientId');
    expect(await screen.findByText('SOAP note finalized and saved successfully!')).toBeTruthy();
    expect(client.getQueryState(noteKeys.lists())?.isInvalidated).toBe(true);
    expect(client.getQueryState(appointmentsQueryKey(clientId))?.isInvalidated).toBe(true);
  });

  it('does not save a second note for the appointment: it warns with the existing one', async () => {
    vi.mocked(checkDuplicateNote).mockResolvedValue({ duplicate_exists: true, note_id: existingId });
    const { result, client } = setup();

    const outcome = await act(() => result.current.mutateAsync({ ...fields, approved: false }));

    expect(outcome).toEqual({ status: 'duplicate', existingNoteId: existingId });
    expect(saveNote).not.toHaveBeenCalled();
    expect(await screen.findByText('A SOAP note already exists for this appointment. It was not saved again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy();
    expect(client.getQueryState(noteKeys.lists())?.isInvalidated).toBe(false);
  });

  it('saves a draft for the appointment it already documents', async () => {
    vi.mocked(checkDuplicateNote).mockResolvedValue({ duplicate_exists: true, note_id: noteId });
    vi.mocked(saveNote).mockResolvedValue({ note_id: noteId, status: 'approved', created: false });
    const { result } = setup();

    const outcome = await act(() => result.current.mutateAsync({ ...fields, note_id: noteId }));

    expect(outcome.status).toBe('saved');
    expect(saveNote).toHaveBeenCalledTimes(1);
  });

  it("reads the server's own duplicate refusal as a duplicate, and leaves other failures to the screen", async () => {
    vi.mocked(checkDuplicateNote).mockResolvedValue({ duplicate_exists: false, note_id: null });
    vi.mocked(saveNote).mockRejectedValueOnce(new ApiError(409, 'Duplicate', 'http', 'duplicate_note', { note_id: existingId }));
    const { result } = setup();

    expect(await act(() => result.current.mutateAsync(fields))).toEqual({ status: 'duplicate', existingNoteId: existingId });

    vi.mocked(saveNote).mockRejectedValueOnce(new ApiError(500, 'Server error'));
    await act(() => result.current.mutateAsync(fields).catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe('Server error'));
  });
});
