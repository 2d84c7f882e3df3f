// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { NoteDetail } from '@tend/contracts/notes.contract';
import { renderWithProviders } from '@/testing/render-with-providers';
import { noteKeys } from '../api/keys';
import { Addenda } from './addenda';

const noteId = '44444444-4444-4444-8444-444444444444';
const note = { id: noteId, status: 'approved', addenda: [] } as unknown as NoteDetail;
const requests: { url: string; body: unknown }[] = [];

function setup(status = 201) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url: String(url), body: JSON.parse(init?.body as string) });
    const body = status < 300 ? { ok: true } : { error: 'forbidden', message: 'Only the author may add an addendum' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  const view = renderWithProviders(<Addenda note={note} />);
  view.client.setQueryData(noteKeys.detail(noteId), note);
  return view;
}

const textbox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Add an addendum' });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add addendum' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('Addenda', () => {
  it('refuses an empty addendum at the field, which takes the focus', async () => {
    setup();
    fireEvent.change(textbox(), { target: { value: '   ' } });
    add();

    expect(await screen.findByText('Addendum is empty')).toBeTruthy();
    expect(textbox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox());
    expect(requests).toEqual([]);
  });

  it('adds the trimmed text, says so, empties the field and refreshes the note', async () => {
    const { client } = setup();
    fireEvent.change(textbox(), { target: { value: ' Client called to confirm the plan. ' } });
    add();

    expect(await screen.findByText('Addendum added.')).toBeTruthy();
    expect(requests).toEqual([{ url: expect.stringMatching(new RegExp(`/notes/${noteId}/addenda$`)), body: { text: 'Client called to confirm the plan.' } }]);
    await waitFor(() => expect(textbox().value).toBe(''));
    expect(client.getQueryState(noteKeys.detail(noteId))?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal until the text is changed", async () => {
    setup(403);
    fireEvent.change(textbox(), { target: { value: 'Late change.' } });
    add();

    expect(await screen.findByText('Only the author may add an addendum')).toBeTruthy();
    expect(textbox().value).toBe('Late change.');
    fireEvent.change(textbox(), { target: { value: 'Late change, again.' } });
    await waitFor(() => expect(screen.queryByText('Only the author may add an addendum')).toBeNull());
  });
});
