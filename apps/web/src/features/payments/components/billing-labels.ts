import type { ChargeKind, PaymentMethod } from '@tend/contracts/billing-codes';

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card (processed elsewhere)',
  insurance: 'Insurance payment',
  other: 'Other',
};

export const chargeKindLabels: Record<ChargeKind, string> = {
  service: 'Service',
  late_cancel: 'Late-cancellation fee',
  no_show: 'No-show fee',
  other: 'Other',
};

/** A charge's line as a table shows it: "90837 · Psychotherapy, 60 minutes". */
export const chargeLine = (c: { service_code: string | null; description: string }) => [c.service_code, c.description].filter(Boolean).join(' · ');
