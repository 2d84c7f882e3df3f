import { z } from 'zod';
import { paymentMethods, type PaymentMethod } from '@tend/contracts/billing-codes';
import { formatCents } from '@tend/contracts/billing-codes';
import type { RecordPaymentInput } from '../api/record-payment';
import { centsField, parseCents } from '@/lib/money/cents-input';

export const allocationChoices = ['oldest_first', 'manual', 'none'] as const;
export type AllocationChoice = (typeof allocationChoices)[number];

/** What the dialog edits, as typed; `lines` holds an amount per unpaid charge when applying by hand. */
const recordPaymentFields = z.object({
  client_id: z.string().min(1, 'Choose a client'),
  method: z.enum(paymentMethods),
  amount: centsField('Amount'),
  received_on: z.iso.date('Received on must be a date'),
  reference: z.string().trim().max(80, 'Reference must be at most 80 characters'),
  allocation: z.enum(allocationChoices),
  lines: z.array(z.object({ charge_id: z.string(), balance_cents: z.number(), amount: z.string() })),
});

/** The form read into the API's request: integer cents only, manual lines checked against the payment and each balance. */
export const recordPaymentFormSchema = recordPaymentFields.transform((f, ctx) => {
  const allocations: { charge_id: string; amount_cents: number }[] = [];
  if (f.allocation === 'manual') {
    f.lines.forEach((line, index) => {
      if (!line.amount.trim()) return;
      const cents = parseCents(line.amount);
      if (cents === null || cents === 0) ctx.addIssue({ code: 'custom', path: ['lines', index, 'amount'], message: 'An amount such as 12.50' });
      else if (cents > line.balance_cents)
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'amount'], message: `At most ${formatCents(line.balance_cents)}` });
      else allocations.push({ charge_id: line.charge_id, amount_cents: cents });
    });
    const applied = allocations.reduce((sum, a) => sum + a.amount_cents, 0);
    if (applied > f.amount)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `The charges chosen take ${formatCents(applied)}, more than the payment` });
  }
  const body: RecordPaymentInput = {
    method: f.method,
    amount_cents: f.amount,
    received_on: f.received_on,
    reference: f.reference || null,
    allocation: f.allocation,
    allocations,
  };
  return { clientId: f.client_id, body };
});

export type RecordPaymentFormFields = z.input<typeof recordPaymentFormSchema>;
export type RecordPaymentFormValues = z.output<typeof recordPaymentFormSchema>;

export const recordPaymentDefaults = (
  clientId: string,
  today: string,
  unpaid: { id: string; balance_cents: number }[],
  method: PaymentMethod = 'card',
): RecordPaymentFormFields => ({
  client_id: clientId,
  method,
  amount: '',
  received_on: today,
  reference: '',
  allocation: 'oldest_first',
  lines: unpaid.map((c) => ({ charge_id: c.id, balance_cents: c.balance_cents, amount: '' })),
});
