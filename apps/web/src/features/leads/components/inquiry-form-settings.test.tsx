// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { InquiryForm } from '@tend/contracts/leads.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { withProviders } from '@/testing/render-with-providers';
import { InquiryFormSettings } from './inquiry-form-settings';

const form: InquiryForm = { form_key: 'old-key', enabled: true, intro: null, url_path: '/inquiry/old-key', editable: true };

function setup() {
  const puts: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (init.method === 'PUT') {
      puts.push(JSON.parse(init.body as string));
      return json({ ...form, form_key: 'new-key', url_path: '/inquiry/new-key' });
    }
    return json(form);
  });
  const { wrapper } = withProviders('/leads?view=form');
  render(<InquiryFormSettings />, { wrapper });
  return { puts };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InquiryFormSettings', () => {
  it('asks before making a new link; cancelling keeps the old one', async () => {
    const { puts } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new link?' });
    expect(dialog.textContent).toContain('stop taking inquiries');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(puts).toEqual([{ regenerate_key: true }]));
  });
});
