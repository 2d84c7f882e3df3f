// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { meQueryKey } from '@/lib/session/me-query';
import { testUser } from '@/testing/render-app';
import { SaveToVaultDialog, type SaveToVaultDialogProps } from './save-to-vault-dialog';
import { jsonResponse as json } from '@/testing/json-response';

const folders = [{ id: '33333333-3333-4333-8333-333333333333', name: 'General', count: 0, is_default: true }];

function setup(saveStatus: number | 'network' = 201, extra: Partial<SaveToVaultDialogProps> = {}) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (url.endsWith('/vault/folders')) return json({ folders });
    if (url.endsWith('/vault/save') && saveStatus === 'network') throw new TypeError('Failed to fetch');
    if (url.endsWith('/vault/save')) return json(saveStatus === 201 ? { entry: {}, folder_created: true } : { message: 'nope' }, Number(saveStatus));
    return json({});
  });
  const client = createQueryClient();
  client.setQueryData(meQueryKey, testUser());
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <AppProviders client={client}>
      <SaveToVaultDialog
        text="Externalise the worry."
        surroundingTurns={[{ role: 'assistant', content: 'Externalise the worry.' }]}
        onClose={onClose}
        onSaved={onSaved}
        {...extra}
      />
    </AppProviders>,
  );
  return { calls, onClose, onSaved };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SaveToVaultDialog', () => {
  it('requires a new folder name, then saves with clean tags and pseudonyms', async () => {
    const { calls, onClose, onSaved } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Save to Vault' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Folder' }));
    fireEvent.click(await screen.findByRole('option', { name: 'New folder…' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Vault' }));
    expect(await within(dialog).findByText('Please enter a folder name')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/vault/save'))).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New folder name' }), { target: { value: ' Supervision ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tags' }), { target: { value: ' cbt, ,CBT, grief' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'De-identify before saving' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Original' }), { target: { value: 'Sam' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Pseudonym' }), { target: { value: 'Alex' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Vault' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Saved to Vault!')).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith('/vault/save'))?.body).toEqual({
      text: 'Externalise the worry.',
      user_id: testUser().uuid,
      title: null,
      tags: ['cbt', 'grief'],
      folder: 'Supervision',
      surrounding_turns: [{ role: 'assistant', content: 'Externalise the worry.' }],
      deidentify: { pseudonyms: [{ original: 'Sam', replacement: 'Alex' }] },
    });
  });

  it('starts from the de-identification and pseudonyms it is given, which the user can still change', async () => {
    const pseudonyms = [
      { original: 'Sam Lee', replacement: 'Client A' },
      { original: 'Sam', replacement: 'Client A' },
    ];
    const { calls, onSaved } = setup(201, { initialDeidentify: true, initialPseudonyms: pseudonyms });
    const dialog = await screen.findByRole('dialog', { name: 'Save to Vault' });
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: 'De-identify before saving' }).checked).toBe(true);
    const originals = within(dialog).getAllByRole<HTMLInputElement>('textbox', { name: 'Original' });
    expect(originals.map((input) => input.value)).toEqual(['Sam Lee', 'Sam']);
    fireEvent.change(within(dialog).getAllByRole('textbox', { name: 'Pseudonym' })[0]!, { target: { value: 'Alex' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove pseudonym 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Vault' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.url.endsWith('/vault/save'))?.body).toMatchObject({
      deidentify: { pseudonyms: [{ original: 'Sam Lee', replacement: 'Alex' }] },
    });
    // The caller's rows are not changed by editing.
    expect(pseudonyms[0]).toEqual({ original: 'Sam Lee', replacement: 'Client A' });
  });

  it('does not report a save when cancelled', async () => {
    const { onClose, onSaved } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Save to Vault' });
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: 'De-identify before saving' }).checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Failed to save idea.' when the server refuses", async () => {
    const { onClose, onSaved } = setup(500);
    const dialog = await screen.findByRole('dialog', { name: 'Save to Vault' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Vault' }));
    expect(await screen.findByText('Failed to save idea.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says 'Error saving idea.' when the request cannot be made", async () => {
    const { onClose } = setup('network');
    const dialog = await screen.findByRole('dialog', { name: 'Save to Vault' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Vault' }));
    expect(await screen.findByText('Error saving idea.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
