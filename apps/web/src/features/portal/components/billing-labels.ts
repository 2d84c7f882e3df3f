import type { PaymentMethod } from '@tend/contracts/billing-codes';
import { formatDate } from '@/lib/time/dates';

/** How a client reads the ways they paid (the practice's screens add "processed elsewhere" and the like). */
export const portalPaymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
  insurance: 'Insurance',
  other: 'Other',
};

/** A calendar date ("2026-03-10") as the reader writes dates, never shifted by a zone. */
export const billingDate = (date: string) => formatDate(`${date}T12:00:00Z`, 'UTC');

/** "March 2026" for "2026-03". */
export function billingMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
