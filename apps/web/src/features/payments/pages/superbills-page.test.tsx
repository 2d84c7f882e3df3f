// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Charge } from '@tend/contracts/billing.contract';
import type { Superbill } from '@tend/contracts/billing-documents.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import SuperbillsPage from './superbills-page';

const samId = '66666666-6666-4666-8666-666666666666';
const superbill: Superbill = {
  id: '77777777-7777-4777-8777-777777777777',
  client_id: samId,
  client_name: 'Sam Lee',
  provider_id: null,
  provider_name: 'Dr Alice Moreno',
  period_start: '2026-03-01',
  period_end: '2026-03-31',
  charge_ids: [],
  total_cents: 34000,
  paid_cents: 12050,
  status: 'draft',
  sent_at: null,
  has_pdf: true,
  created_by_name: 'Dr Alice Moreno',
  created_at: '2026-04-01T14:00:00.000Z',
};

const charge = (id: string, extra: Partial<Charge>): Charge => ({
  id,
  client_id: samId,
  client_name: 'Sam Lee',
  provider_id: null,
  provider_name: 'Dr Alice Moreno',
  appointment_id: null,
  kind: 'service',
  service_date: '2026-03-10',
  service_code: '90837',
  description: 'Psychotherapy, 60 minutes',
  modifiers: ['95'],
  place_of_service: '10',
  units: 1,
  unit_fee_cents: 17000,
  amount_cents: 17000,
  diagnosis_codes: ['F41.1'],
  paid_cents: 0,
  written_off_cents: 0,
  balance_cents: 17000,
  insurance_policy_id: null,
  client_share_cents: 17000,
  insurer_share_cents: 0,
  deductible_applied_cents: 0,
  client_due_cents: 17000,
  insurer_due_cents: 0,
  billable: true,
  claim_batch_id: null,
  voided: false,
  void_reason: null,
  created_at: '2026-03-10T16:00:00.000Z',
  ...extra,
});
const ledger = {
  client_id: samId,
  client_name: 'Sam Lee',
  charges: [
    charge('88888888-8888-4888-8888-888888888881', {}),
    charge('88888888-8888-4888-8888-888888888882', {
      kind: 'late_cancel',
      billable: false,
      service_code: null,
      description: 'Late-cancellation fee',
      service_date: '2026-03-17',
    }),
    charge('88888888-8888-4888-8888-888888888883', { service_date: '2026-02-03', claim_batch_id: '99999999-9999-4999-8999-999999999999' }),
  ],
  payments: [],
  adjustments: [],
  totals: { charged_cents: 0, paid_cents: 0, written_off_cents: 0, refunded_cents: 0, balance_cents: 0, credit_cents: 0 },
};
const sam = {
  id: samId,
  first_name: 'Sam',
  last_name: 'Lee',
  preferred_name: null,
  pronouns: null,
  email: null,
  phone: null,
  date_of_birth: null,
  address: null,
  emergency_contact: null,
  status: 'active',
  discharged_on: null,
  discharge_reason: null,
  provider_id: null,
  provider_name: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page over a stubbed API that keeps one superbill and records every call. */
function setup(failBatchWith?: string) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  let current = superbill;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${pathname}${search}`);
    if (pathname === '/api/superbills' && method === 'GET') {
      const status = new URLSearchParams(search).get('status');
      return json({ superbills: status && status !== current.status ? [] : [current] });
    }
    if (pathname === `/api/superbills/${superbill.id}/sent` && method === 'POST') {
      current = { ...current, status: 'sent', sent_at: '2026-04-02T10:00:00.000Z' };
      return json(current);
    }
    if (pathname === '/api/superbills/batch') return json({ error: 'validation_error', message: failBatchWith }, 400);
    if (pathname === '/api/clients') return json({ clients: [sam], total: 1 });
    if (pathname === `/api/clients/${samId}/ledger`) return json(ledger);
    if (pathname === '/api/claims/batches' && method === 'POST') {
      bodies.push(JSON.parse(init?.body as string));
      return json({ error: 'validation_error', message: 'The practice has no NPI' }, 400);
    }
    if (pathname === '/api/claims/batches') return json({ batches: [] });
    return json({ notifications: [], unread_count: 0 });
  });
  const { client, wrapper } = withProviders('/superbills');
  client.setQueryData(meQueryKey, testUser({ permissions: ['billing:read', 'billing:write'] }));
  render(<SuperbillsPage />, { wrapper });
  return Object.assign(calls, { bodies });
}

describe('SuperbillsPage', () => {
  it('lists the superbills with their amounts and marks one sent', async () => {
    const calls = setup();
    const table = await screen.findByRole('table', { name: 'Superbills' });
    const row = within(table).getByText('Sam Lee').closest('tr')!;
    expect(within(row).getByText('$340.00')).toBeTruthy();
    expect(within(row).getByText('$120.50')).toBeTruthy();
    expect(within(row).getByText('Draft')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: /^Mark superbill of Sam Lee, .* sent$/ }));

    await waitFor(() => expect(calls).toContain(`POST /api/superbills/${superbill.id}/sent`));
    expect(await within(table).findByText('Sent')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Mark / })).toBeNull();
    expect(screen.getByText('No 837P batches yet.')).toBeTruthy();
  });

  it('filters by status through the server', async () => {
    const calls = setup();
    await screen.findByRole('table', { name: 'Superbills' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sent' }));
    expect(await screen.findByText('No superbills match these filters')).toBeTruthy();
    expect(calls).toContain('GET /api/superbills?status=sent');
  });

  it('shows a refusal plainly, with the way to the billing settings', async () => {
    setup('The practice has no NPI');
    fireEvent.click(await screen.findByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate superbills' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /monthly batch/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText(/The practice has no NPI/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'billing settings on Payments' }).getAttribute('href')).toBe('/payments');
  });

  it("claims a client's unbilled service charges only, and shows the server's refusal", async () => {
    const calls = setup();
    const picker = await screen.findByRole('combobox', { name: 'Client to claim for' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Lee' }));
    const table = await screen.findByRole('table', { name: 'Unbilled charges of Sam Lee' });
    // The late-cancellation fee and the charge already on a batch are not offered.
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByText(/Late-cancellation/)).toBeNull();
    expect(within(table).getByText('95 · 10')).toBeTruthy();

    fireEvent.click(within(table).getByRole('checkbox', { name: /^Choose 90837/ }));
    expect(screen.getByText('1 chosen · $170.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create 837P batch' }));

    await waitFor(() => expect(calls.bodies).toEqual([{ charge_ids: ['88888888-8888-4888-8888-888888888881'] }]));
    expect(await screen.findByText(/The practice has no NPI/)).toBeTruthy();
  });
});
