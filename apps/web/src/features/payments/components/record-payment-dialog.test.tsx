// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse as json } from '@/testing/json-response';
import { withProviders } from '@/testing/render-with-providers';
import { chargeRow, mayaId, paymentRow } from './billing-test-data';
import { RecordPaymentDialog } from './record-payment-dialog';

const older = chargeRow({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', service_date: '2026-01-06', balance_cents: 13000, paid_cents: 0 });
const newer = chargeRow({ id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', service_date: '2026-02-10' });

function setup(answer: () => Response = () => json(paymentRow({ amount_cents: 8550 }), 201)) {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === `/api/clients/${mayaId}/payments` && init?.method === 'POST') {
      posted.push(JSON.parse(init.body as string) as Record<string, unknown>);
      return answer();
    }
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const onClose = vi.fn();
  const { wrapper } = withProviders('/clients');
  render(<RecordPaymentDialog clientId={mayaId} unpaid={[older, newer]} onClose={onClose} />, { wrapper });
  const dialog = screen.getByRole('dialog', { name: 'Record payment' });
  return { posted, onClose, dialog };
}

const choose = (dialog: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecordPaymentDialog', () => {
  it('sends the amount as integer cents, applied oldest first by default', async () => {
    const { posted, onClose, dialog } = setup();
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '4.35' } });
    choose(dialog, 'Method', 'Check');
    fireEvent.change(within(dialog).getByLabelText(/^Reference/), { target: { value: '#1042' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ amount_cents: 435, method: 'check', reference: '#1042', allocation: 'oldest_first', allocations: [] });
    expect(posted[0]!.received_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof posted[0]!.idempotency_key).toBe('string');
  });

  it('sends the charges chosen by hand with their cents, and refuses more than the payment', async () => {
    const { posted, onClose, dialog } = setup();
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '85.50' } });
    choose(dialog, 'Apply', 'Apply to charges I choose');
    const group = within(dialog).getByRole('group', { name: 'Amounts per charge' });
    const [first, second] = within(group).getAllByRole('textbox');
    fireEvent.change(second!, { target: { value: '90' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('The charges chosen take $90.00, more than the payment')).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.change(first!, { target: { value: '10.5' } });
    fireEvent.change(second!, { target: { value: '75' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted[0]).toMatchObject({
      amount_cents: 8550,
      allocation: 'manual',
      allocations: [
        { charge_id: older.id, amount_cents: 1050 },
        { charge_id: newer.id, amount_cents: 7500 },
      ],
    });
  });

  it('keeps everything typed when the server refuses', async () => {
    const { onClose, dialog } = setup(() => json({ error: 'validation', message: 'allocations[0].amount_cents is more than the charge’s balance' }, 400));
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '12.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('allocations[0].amount_cents is more than the charge’s balance')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Amount/).value).toBe('12.00');
    expect(onClose).not.toHaveBeenCalled();
  });
});
