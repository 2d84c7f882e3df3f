// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { PortalBillingAccount } from '@tend/contracts/billing-documents.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import BillingPage from './billing-page';

const sam: PortalBillingAccount = {
  client_id: '44444444-4444-4444-8444-444444444444',
  client_name: 'Sam Lee',
  balance_cents: 8500,
  insurer_due_cents: 0,
  credit_cents: 0,
  charges: [
    {
      id: '55555555-5555-4555-8555-555555555551',
      service_date: '2026-03-10',
      description: 'Psychotherapy, 60 minutes',
      amount_cents: 17000,
      paid_cents: 8500,
      client_share_cents: 17000,
      due_cents: 8500,
      insurer_due_cents: 0,
    },
  ],
  payments: [{ id: '55555555-5555-4555-8555-555555555552', received_on: '2026-03-12', method: 'check', amount_cents: 8500 }],
  statement_months: ['2026-03'],
  superbills: [
    {
      id: '55555555-5555-4555-8555-555555555553',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      total_cents: 17000,
      sent_at: '2026-04-01T12:00:00.000Z',
    },
  ],
};
const emptyAccount = (id: string, name: string): PortalBillingAccount => ({
  client_id: id,
  client_name: name,
  balance_cents: 0,
  insurer_due_cents: 0,
  credit_cents: 0,
  charges: [],
  payments: [],
  statement_months: [],
  superbills: [],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(accounts: PortalBillingAccount[], name = 'Sam Lee') {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    calls.push(`${pathname}${search}`);
    if (pathname === '/api/client/billing') return json({ accounts });
    if (pathname.endsWith('.pdf') || pathname.endsWith('/pdf'))
      return new Response('%PDF-1.4', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="statement-2026-03.pdf"' },
      });
    return json({ notifications: [], unread_count: 0 });
  });
  const { client, wrapper } = withProviders('/client/billing');
  client.setQueryData(meQueryKey, testUser({ role: 'client', name }));
  render(<BillingPage />, { wrapper });
  return calls;
}

describe('the portal billing page', () => {
  it('shows the balance, charges, payments and statements, and downloads a statement with the session', async () => {
    // jsdom has no object URLs; saving a file needs one.
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = setup([sam]);
    expect((await screen.findByTestId('billing-balance')).textContent).toBe('$85.00');
    const charges = screen.getByRole('table', { name: 'Charges' });
    const row = within(charges).getByText('Psychotherapy, 60 minutes').closest('tr')!;
    expect(within(row).getByText('$170.00')).toBeTruthy();
    expect(within(row).getAllByText('$85.00')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Payments' })).getByText(/Check/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Superbills' })).getByText(/\$170\.00/)).toBeTruthy();
    expect(screen.getByText(/Payments are made with your practice directly/)).toBeTruthy();
    // The client's own record needs no heading naming them.
    expect(screen.queryByRole('heading', { name: 'Sam Lee' })).toBeNull();

    const statements = screen.getByRole('region', { name: 'Statements' });
    fireEvent.click(within(statements).getByRole('button', { name: /^Download the statement for .*2026$/ }));
    await waitFor(() => expect(calls).toContain(`/api/client/billing/${sam.client_id}/statement.pdf?month=2026-03`));
    // Saved under the server's name.
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect((save.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement-2026-03.pdf');
  });

  it('shows an insured client what she owes (her copay) and what her insurer is expected to pay, apart', async () => {
    const charge = { ...sam.charges[0]!, paid_cents: 0, client_share_cents: 2500, due_cents: 2500, insurer_due_cents: 14500 };
    setup([{ ...sam, balance_cents: 2500, insurer_due_cents: 14500, charges: [charge], payments: [] }]);
    expect((await screen.findByTestId('billing-balance')).textContent).toBe('$25.00');
    expect(screen.getByTestId('billing-insurer-due').textContent).toBe('$145.00');
    const charges = screen.getByRole('table', { name: 'Charges' });
    expect(within(charges).getByRole('columnheader', { name: 'Your share' })).toBeTruthy();
    const row = within(charges).getByText('Psychotherapy, 60 minutes').closest('tr')!;
    expect(within(row).getAllByText('$25.00')).toHaveLength(2);
  });

  it("shows a guardian each minor's record on its own", async () => {
    setup([sam, { ...emptyAccount('44444444-4444-4444-8444-444444444445', 'Mia Lee'), balance_cents: 4000, statement_months: ['2026-02'] }], 'Jordan Lee');
    expect(await screen.findByRole('heading', { name: 'Sam Lee' })).toBeTruthy();
    const mia = screen.getByRole('region', { name: 'Mia Lee' });
    expect(within(mia).getByTestId('billing-balance').textContent).toBe('$40.00');
    expect(within(mia).getByText('No charges yet.')).toBeTruthy();
  });

  it('says honestly when there is nothing yet', async () => {
    setup([emptyAccount(sam.client_id, 'Sam Lee')]);
    expect(await screen.findByText('No charges yet')).toBeTruthy();
    expect(screen.queryByTestId('billing-balance')).toBeNull();
  });
});
