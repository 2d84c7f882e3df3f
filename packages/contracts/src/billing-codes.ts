/**
 * Billing vocabulary shared by the database, the server and the web: what a charge, payment or
 * adjustment may be, and the CPT codes of outpatient psychotherapy with their time rules.
 * Money is integer cents everywhere.
 */

export const chargeKinds = ['service', 'late_cancel', 'no_show', 'other'] as const;
export type ChargeKind = (typeof chargeKinds)[number];
/** Only these may reach a superbill, a CMS-1500 or an 837P; practice-policy fees never do. */
export const billableChargeKinds: readonly ChargeKind[] = ['service'];

export const paymentMethods = ['cash', 'check', 'card', 'insurance', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const adjustmentKinds = ['write_off', 'refund'] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];

/** CMS place-of-service codes a therapy practice uses. */
export const placesOfService = ['02', '10', '11'] as const;
export type PlaceOfService = (typeof placesOfService)[number];
export const placeOfServiceLabels: Record<PlaceOfService, string> = {
  '02': 'Telehealth, not in the client’s home',
  '10': 'Telehealth in the client’s home',
  '11': 'Office',
};

export const superbillStatuses = ['draft', 'sent'] as const;
export type SuperbillStatus = (typeof superbillStatuses)[number];

export interface CptCode {
  code: string;
  description: string;
  defaultMinutes: number;
  /** Billed only with a primary code (90785 interactive complexity, 90840 each added 30 min of crisis). */
  addOn: boolean;
  /** A usual fee in cents for a new practice's schedule; the practice edits it. */
  defaultFeeCents: number;
}

/** The fee schedule a practice starts with. */
export const standardCptCodes: readonly CptCode[] = [
  { code: '90791', description: 'Psychiatric diagnostic evaluation', defaultMinutes: 60, addOn: false, defaultFeeCents: 20000 },
  { code: '90792', description: 'Psychiatric diagnostic evaluation with medical services', defaultMinutes: 60, addOn: false, defaultFeeCents: 25000 },
  { code: '90832', description: 'Psychotherapy, 30 minutes', defaultMinutes: 30, addOn: false, defaultFeeCents: 9000 },
  { code: '90834', description: 'Psychotherapy, 45 minutes', defaultMinutes: 45, addOn: false, defaultFeeCents: 13000 },
  { code: '90837', description: 'Psychotherapy, 60 minutes', defaultMinutes: 60, addOn: false, defaultFeeCents: 17000 },
  { code: '90839', description: 'Psychotherapy for crisis, first 60 minutes', defaultMinutes: 60, addOn: false, defaultFeeCents: 19000 },
  { code: '90840', description: 'Psychotherapy for crisis, each additional 30 minutes', defaultMinutes: 30, addOn: true, defaultFeeCents: 9000 },
  { code: '90846', description: 'Family psychotherapy without the patient, 50 minutes', defaultMinutes: 50, addOn: false, defaultFeeCents: 14000 },
  { code: '90847', description: 'Family or couples psychotherapy with the patient, 50 minutes', defaultMinutes: 50, addOn: false, defaultFeeCents: 15000 },
  { code: '90853', description: 'Group psychotherapy', defaultMinutes: 90, addOn: false, defaultFeeCents: 6000 },
  { code: '90785', description: 'Interactive complexity (add-on)', defaultMinutes: 0, addOn: true, defaultFeeCents: 2000 },
];

/** Telehealth modifier (synchronous audio-video). */
export const telehealthModifier = '95';

/**
 * The psychotherapy code a session's length supports (CPT time rules: 90832 16–37 min,
 * 90834 38–52, 90837 53+), or null under 16 minutes, when no psychotherapy code may be billed.
 */
export function psychotherapyCodeFor(minutes: number): '90832' | '90834' | '90837' | null {
  if (minutes < 16) return null;
  if (minutes <= 37) return '90832';
  if (minutes <= 52) return '90834';
  return '90837';
}

/** The time-based individual psychotherapy codes the signing check applies to. */
export const timedPsychotherapyCodes: readonly string[] = ['90832', '90834', '90837'];

/** Units of the crisis add-on 90840 for a crisis session of `minutes` (90839 covers 30–74 min; each further 30 min, from 75, is a unit). */
export function crisisAddOnUnits(minutes: number): number {
  return minutes >= 75 ? Math.floor((minutes - 75) / 30) + 1 : 0;
}

/** "$1,234.56" from cents, without floating-point arithmetic on the amount. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.trunc(abs / 100);
  const rest = abs % 100;
  return `${sign}$${dollars.toLocaleString('en-US')}.${String(rest).padStart(2, '0')}`;
}
