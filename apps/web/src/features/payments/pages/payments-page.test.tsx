// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { BillingOverview } from '@tend/contracts/billing.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { withProviders } from '@/testing/render-with-providers';
import { chargeRow, mayaId, paymentRow } from '../components/billing-test-data';
import PaymentsPage from './payments-page';

const overview: BillingOverview = {
  unpaid_charges: [chargeRow()],
  recent_payments: [paymentRow()],
  aging: [
    { label: '0–30', balance_cents: 0, charges: 0 },
    { label: '31–60', balance_cents: 12000, charges: 1 },
    { label: '61–90', balance_cents: 0, charges: 0 },
    { label: '90+', balance_cents: 250075, charges: 3 },
  ],
  revenue: [{ month: '2026-02', charged_cents: 17000, received_cents: 5000 }],
  outstanding_cents: 262075,
  credit_cents: 1500,
};

function setup(body: BillingOverview = overview) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/billing/overview') return json(body);
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { wrapper } = withProviders('/payments');
  render(<PaymentsPage />, { wrapper });
  return { urls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentsPage', () => {
  it('shows the aging buckets and the unpaid charges from the overview', async () => {
    setup();
    const aging = await screen.findByRole('region', { name: 'Accounts receivable' });
    expect(within(aging).getByRole('group', { name: 'Outstanding' }).textContent).toContain('$2,620.75');
    expect(within(aging).getByRole('group', { name: '31–60 days' }).textContent).toContain('$120.00');
    expect(within(aging).getByRole('group', { name: '90+ days' }).textContent).toContain('$2,500.75');
    expect(within(aging).getByRole('group', { name: '90+ days' }).textContent).toContain('3 charges');
    expect(within(aging).getByRole('group', { name: 'Client credit' }).textContent).toContain('$15.00');

    const table = screen.getByRole('table', { name: 'Unpaid charges' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Maya Castellanos' }).getAttribute('href')).toBe(`/clients/${mayaId}?tab=billing`);
    expect(row.textContent).toContain('90837 · Psychotherapy, 60 minutes');
    expect(row.textContent).toContain('$170.00');
    expect(row.textContent).toContain('$120.00');
    expect(screen.getByRole('link', { name: 'Superbills' }).getAttribute('href')).toBe('/superbills');
  });

  it('lists payments on their tab and offers the action that fills an empty list', async () => {
    setup({ ...overview, unpaid_charges: [], recent_payments: [] });
    expect(await screen.findByText('Nothing unpaid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toBe('/calendar');
    fireEvent.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(await screen.findByText('No payments recorded')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByRole('dialog', { name: 'Record payment' })).toBeTruthy();
  });

  it('charts revenue by month with the exact figures beside it, and offers fee settings to a therapist', async () => {
    setup();
    await screen.findByRole('region', { name: 'Accounts receivable' });
    expect(screen.getByRole('tab', { name: 'Fees & billing settings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Revenue' }));
    const row = within(await screen.findByRole('table', { name: 'Revenue by month' })).getAllByRole('row')[1]!;
    expect(row.textContent).toMatch(/Feb.*2026.*\$170\.00.*\$50\.00/);
  });
});
