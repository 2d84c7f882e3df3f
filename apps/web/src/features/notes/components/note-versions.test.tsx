// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { NoteVersion, NoteVersionsResponse } from '@tend/contracts/note-versions.contract';
import { renderWithProviders } from '@/testing/render-with-providers';
import { VersionMenu, VersionView } from './note-versions';

const noteId = '55555555-5555-4555-8555-555555555555';
const versions: NoteVersionsResponse = {
  versions: [
    { number: 1, source: 'assistant', created_at: '2026-11-24T14:00:00Z', author_name: 'Dr Alice Moreno' },
    { number: 2, source: 'clinician', created_at: '2026-11-24T14:05:00Z', author_name: 'Dr Alice Moreno' },
    { number: 3, source: 'assistant', created_at: '2026-11-24T14:06:00Z', author_name: 'Dr Alice Moreno' },
  ],
};
const second: NoteVersion = { ...versions.versions[1]!, content: '## Subjective\nSlept better.\n## Plan\nKeep the thought record.' };

function History() {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <VersionMenu noteId={noteId} viewing={viewing} onView={setViewing} />
      {viewing === null ? <p>Current text</p> : <VersionView noteId={noteId} number={viewing} onBack={() => setViewing(null)} />}
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the note’s versions', () => {
  it('says which version is shown, lists them newest first, and shows an earlier one read-only until Back', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(String(url));
      const body = String(url).endsWith('/versions') ? versions : second;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderWithProviders(<History />);

    fireEvent.click(await screen.findByRole('button', { name: /^Version 3 of 3/ }));
    const menu = screen.getByRole('menu', { name: 'Versions' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent?.split('·')[0]?.trim())).toEqual([
      'Version 3 (current)Assistant draft',
      'Version 2Clinician’s text',
      'Version 1Assistant draft',
    ]);
    fireEvent.click(items[1]!);

    expect(await screen.findByText('Slept better.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Version 2 of 3/ })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(asked.some((u) => u.endsWith(`/notes/${noteId}/versions/2`))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Back to current' }));
    expect(screen.getByText('Current text')).toBeTruthy();
  });

  it('shows nothing for a note without versions', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ versions: [] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderWithProviders(<History />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('note-version')).toBeNull();
  });
});
