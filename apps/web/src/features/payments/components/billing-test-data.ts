import type { Charge, Payment } from '@tend/contracts/billing.contract';

/** Contract-shaped rows for the billing screens' tests (the values, not their arithmetic, are what the tests read). */
export const mayaId = '44444444-4444-4444-8444-444444444444';

export const chargeRow = (overrides: Partial<Charge> = {}): Charge => ({
  id: '55555555-5555-4555-8555-555555555555',
  client_id: mayaId,
  client_name: 'Maya Castellanos',
  provider_id: '11111111-1111-4111-8111-111111111111',
  provider_name: 'Dr Alice Moreno',
  appointment_id: null,
  kind: 'service',
  service_date: '2026-02-10',
  service_code: '90837',
  description: 'Psychotherapy, 60 minutes',
  modifiers: ['95'],
  place_of_service: '10',
  units: 1,
  unit_fee_cents: 17000,
  amount_cents: 17000,
  diagnosis_codes: ['F41.1'],
  paid_cents: 5000,
  written_off_cents: 0,
  balance_cents: 12000,
  billable: true,
  claim_batch_id: null,
  voided: false,
  void_reason: null,
  created_at: '2026-02-10T16:00:00.000Z',
  ...overrides,
});

export const paymentRow = (overrides: Partial<Payment> = {}): Payment => ({
  id: '66666666-6666-4666-8666-666666666666',
  client_id: mayaId,
  client_name: 'Maya Castellanos',
  method: 'card',
  amount_cents: 5000,
  received_on: '2026-02-12',
  reference: 'visa 4242',
  payer_name: null,
  memo: null,
  allocated_cents: 5000,
  refunded_cents: 0,
  unapplied_cents: 0,
  allocations: [{ charge_id: '55555555-5555-4555-8555-555555555555', amount_cents: 5000, created_at: '2026-02-12T16:00:00.000Z' }],
  recorded_by_name: 'Dr Alice Moreno',
  created_at: '2026-02-12T16:00:00.000Z',
  ...overrides,
});
