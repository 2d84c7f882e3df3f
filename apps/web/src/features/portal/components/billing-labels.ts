import type { PaymentMethod } from '@tend/contracts/billing-codes';

/** How a client reads the ways they paid (the practice's screens add "processed elsewhere" and the like). */
export const portalPaymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
  insurance: 'Insurance',
  other: 'Other',
};
