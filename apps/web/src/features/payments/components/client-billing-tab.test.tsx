// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ClientLedger } from '@tend/contracts/billing.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { withProviders } from '@/testing/render-with-providers';
import { chargeRow, mayaId, paymentRow } from './billing-test-data';
import { ClientBillingTab } from './client-billing-tab';

const charge = chargeRow();
const ledger: ClientLedger = {
  client_id: mayaId,
  client_name: 'Maya Castellanos',
  charges: [charge],
  payments: [paymentRow()],
  adjustments: [],
  totals: {
    charged_cents: 17000,
    paid_cents: 5000,
    written_off_cents: 0,
    refunded_cents: 0,
    balance_cents: 12000,
    client_due_cents: 12000,
    insurer_due_cents: 0,
    credit_cents: 0,
  },
};

function setup() {
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === `/api/clients/${mayaId}/ledger`) return json(ledger);
    if (path === `/api/clients/${mayaId}/rates`) return json({ rates: [] });
    if (path === `/api/charges/${charge.id}/write-off` && init?.method === 'POST') {
      posted.push({ path, body: JSON.parse(init.body as string) });
      return json({ error: 'conflict', message: 'The charge owes $120.00; $150.00 cannot be written off.' }, 409);
    }
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { wrapper } = withProviders(`/clients/${mayaId}?tab=billing`);
  render(<ClientBillingTab clientId={mayaId} />, { wrapper });
  return { posted };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientBillingTab', () => {
  it('shows the balance, the charge with what is due, and the payment with what it paid', async () => {
    setup();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals.textContent).toMatch(/Balance\$120\.00/);
    expect(totals.textContent).toMatch(/Credit\$0\.00/);
    const row = within(screen.getByRole('table', { name: 'Charges' })).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('mod 95 · POS 10 · F41.1');
    expect(row.textContent).toContain('$120.00');
    const payment = within(screen.getByRole('table', { name: 'Client payments' })).getAllByRole('row')[1]!;
    expect(payment.textContent).toContain('90837: $50.00');
    expect(await screen.findByText('The schedule’s fees apply. Add a rate for a sliding scale or an agreed fee.')).toBeTruthy();
  });

  it('shows the server’s write-off error and keeps the amount and reason typed', async () => {
    const { posted } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /^Write off .*90837$/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Write off/ });
    // Prefilled with what is due; the typed amount and reason go as cents and text.
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Amount/).value).toBe('120.00');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '100' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Hardship, agreed in session' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('The charge owes $120.00; $150.00 cannot be written off.')).toBeTruthy();
    expect(posted).toEqual([{ path: `/api/charges/${charge.id}/write-off`, body: { amount_cents: 10000, reason: 'Hardship, agreed in session' } }]);
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Reason/).value).toBe('Hardship, agreed in session');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Amount/).value).toBe('100');
  });

  it('refuses a write-off above what is due without sending it', async () => {
    const { posted } = setup();
    fireEvent.click(await screen.findByRole('button', { name: /^Write off .*90837$/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Write off/ });
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '120.01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(await within(dialog).findByText('At most $120.00')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });
});
