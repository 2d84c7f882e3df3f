// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Client } from '@tend/contracts/clients.contract';
import { withProviders } from '@/testing/render-with-providers';
import ClientPage from './client-page';
import { jsonResponse as json } from '@/testing/json-response';

const id = '44444444-4444-4444-8444-444444444444';
const noteId = '99999999-9999-4999-8999-999999999999';

const maya: Client = {
  id,
  first_name: 'Maya',
  last_name: 'Castellanos',
  preferred_name: 'May',
  pronouns: 'she/her',
  email: 'maya@example.test',
  phone: '555-0100',
  date_of_birth: '1994-02-17',
  address: { line1: '12 Harbor St', line2: '', city: 'Portland', region: 'OR', postal_code: '97201', country: '' },
  emergency_contact: null,
  status: 'discharged',
  discharged_on: '2026-03-01',
  discharge_reason: 'Goals met',
  provider_id: null,
  provider_name: 'Sam Okafor',
  created_at: '2026-01-05T15:00:00.000Z',
  updated_at: '2026-03-01T15:00:00.000Z',
};

function setup(clientStatus = 200) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const path = new URL(url, 'http://localhost').pathname;
    if (path === `/api/clients/${id}`) return clientStatus === 200 ? json(maya) : json({ error: 'forbidden', message: 'No' }, clientStatus);
    if (path === `/api/clients/${id}/appointments`)
      return json({
        appointments: [
          {
            id: '77777777-7777-4777-8777-777777777777',
            client_id: id,
            scheduled_start: '2026-02-10T15:00:00.000Z',
            scheduled_end: '2026-02-10T15:50:00.000Z',
            status: 'completed',
            service_code: null,
            provider_id: '66666666-6666-4666-8666-666666666666',
            provider_name: 'Sam Okafor',
            notes: [{ id: noteId, document_type: 'soap_note', status: 'approved' }],
          },
        ],
      });
    if (path === '/api/notes') return json({ notes: [], total: 0 });
    if (path === `/api/clients/${id}/ledger`)
      return json({
        client_id: id,
        client_name: 'Maya Castellanos',
        charges: [],
        payments: [],
        adjustments: [],
        totals: { charged_cents: 0, paid_cents: 0, written_off_cents: 0, refunded_cents: 0, balance_cents: 0, credit_cents: 0 },
      });
    if (path === `/api/clients/${id}/rates`) return json({ rates: [] });
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { wrapper } = withProviders(`/clients/${id}`);
  render(
    <Routes>
      <Route path="/clients/:id" element={<ClientPage />} />
    </Routes>,
    { wrapper },
  );
  return { urls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientPage', () => {
  it('sums the client up and shows the overview with the discharge', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Castellanos (May)' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('she/her');
    expect(summary.textContent).toContain('Discharged');
    expect(summary.textContent).toContain('Sam Okafor');
    expect(summary.textContent).toMatch(/\(\d+\)/);
    expect(within(summary).getByRole('link', { name: '555-0100' }).getAttribute('href')).toBe('tel:555-0100');
    expect(screen.getByRole('region', { name: 'Address' }).textContent).toContain('Portland, OR, 97201');
    expect(screen.getByRole('region', { name: 'Discharge' }).textContent).toContain('Goals met');
  });

  it('lists appointments with their notes, the notes, documents and the billing ledger', async () => {
    const { urls } = setup();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('tab', { name: 'Appointments' }));
    expect((await screen.findByRole('link', { name: 'SOAP note' })).getAttribute('href')).toBe(`/notes/${noteId}`);
    expect(urls.some((u) => u.includes(`/api/clients/${id}/appointments`))).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('No notes yet')).toBeTruthy();
    expect(urls.some((u) => u.includes(`/api/notes?client_id=${id}`))).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Documents & forms' }));
    expect(await screen.findByRole('region', { name: 'Documents' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(await screen.findByText('No charges yet')).toBeTruthy();
    expect(urls.some((u) => u.includes(`/api/clients/${id}/ledger`))).toBe(true);
  });

  it('opens the edit form with the client’s values', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Maya Castellanos (May)' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Discharge reason/).value).toBe('Goals met');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^City/).value).toBe('Portland');
  });

  it('keeps the no-access state', async () => {
    setup(403);
    expect(await screen.findByText('No access')).toBeTruthy();
  });
});
