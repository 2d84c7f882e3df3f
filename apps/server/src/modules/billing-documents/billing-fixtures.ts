/**
 * Test fixtures for billing documents: a practice and provider with their claim identity, a client
 * with address, insurance and diagnoses, and ledger rows written straight to the tables (a visit's
 * service line, a late-cancel fee, payments with their allocations). Used only by *.int.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { charges, paymentAllocations, payments, practiceBillingProfiles, providerBillingProfiles } from '@tend/db/schema/billing';
import { clientDiagnoses, clientInsurance } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';

export const officeAddress = { line1: '12 Harbor St', line2: '', city: 'Portland', region: 'ME', postal_code: '04101-2345', country: 'US' };

export async function setPracticeIdentity(db: Db, practiceId: string) {
  await db
    .insert(practiceBillingProfiles)
    .values({ practiceId, legalName: 'Harbor Counseling LLC', npi: '1234567893', taxId: '12-3456789', address: officeAddress, phone: '207-555-0100' })
    .onConflictDoUpdate({
      target: practiceBillingProfiles.practiceId,
      set: { legalName: 'Harbor Counseling LLC', npi: '1234567893', taxId: '12-3456789', address: officeAddress, phone: '207-555-0100' },
    });
}

export async function setProviderIdentity(db: Db, practiceId: string, userId: string) {
  await db
    .insert(providerBillingProfiles)
    .values({ userId, practiceId, npi: '1987654321', credentials: 'PhD', licenseNumber: 'PSY-4471', licenseState: 'ME', taxonomyCode: '103T00000X' })
    .onConflictDoNothing();
}

export async function setClientForClaims(db: Db, clientId: string, memberId: string) {
  await db
    .update(clients)
    .set({ address: { line1: '4 Elm Rd', line2: '', city: 'Portland', region: 'ME', postal_code: '04102', country: 'US' } })
    .where(eq(clients.id, clientId));
  await db.insert(clientInsurance).values({ clientId, payerName: 'Acme Health', payerId: 'ACME01', memberId, groupNumber: 'G-77' });
  await db.insert(clientDiagnoses).values({ clientId, code: 'F41.1', description: 'Generalized anxiety disorder', rank: 1 });
}

interface ChargeSeed {
  practiceId: string;
  clientId: string;
  providerId: string;
  date: string;
  kind?: 'service' | 'late_cancel';
  code?: string;
  feeCents?: number;
  modifiers?: string[];
  pos?: '02' | '10' | '11';
}

export async function addCharge(db: Db, c: ChargeSeed): Promise<string> {
  const kind = c.kind ?? 'service';
  const fee = c.feeCents ?? 17000;
  const [row] = await db
    .insert(charges)
    .values({
      practiceId: c.practiceId,
      clientId: c.clientId,
      providerId: c.providerId,
      kind,
      lineKey: kind === 'service' ? `service:${c.code ?? '90837'}` : kind,
      serviceDate: c.date,
      serviceCode: kind === 'service' ? (c.code ?? '90837') : null,
      description: kind === 'service' ? 'Psychotherapy, 60 minutes' : 'Late cancellation fee',
      modifiers: kind === 'service' ? (c.modifiers ?? ['95']) : [],
      placeOfService: kind === 'service' ? (c.pos ?? '10') : null,
      units: 1,
      unitFeeCents: fee,
      amountCents: fee,
      diagnosisCodes: kind === 'service' ? ['F41.1'] : [],
    })
    .returning({ id: charges.id });
  return row!.id;
}

export async function addPayment(db: Db, p: { practiceId: string; clientId: string; date: string; amountCents: number; allocations: [string, number][] }) {
  const [row] = await db
    .insert(payments)
    .values({ practiceId: p.practiceId, clientId: p.clientId, method: 'card', amountCents: p.amountCents, receivedOn: p.date })
    .returning({ id: payments.id });
  for (const [chargeId, amountCents] of p.allocations) {
    await db.insert(paymentAllocations).values({ practiceId: p.practiceId, paymentId: row!.id, chargeId, amountCents });
  }
  return row!.id;
}

/** The text of a PDF, as pdftotext reads it (whitespace collapsed), or its words with positions (-bbox). */
export function pdfText(bytes: Buffer, mode: 'text' | 'bbox' = 'text'): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'billing-')), 'doc.pdf');
  writeFileSync(file, bytes);
  const out = execFileSync('pdftotext', [mode === 'bbox' ? '-bbox' : '-layout', file, '-']).toString();
  return mode === 'text' ? out.replace(/\s+/g, ' ') : out;
}

/** Words of a -bbox output with their top-left corner, per page. */
export function pdfWords(bytes: Buffer): { page: number; word: string; x: number; y: number }[] {
  const words: { page: number; word: string; x: number; y: number }[] = [];
  let page = 0;
  for (const line of pdfText(bytes, 'bbox').split('\n')) {
    if (line.includes('<page ')) page++;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/.exec(line);
    if (m) words.push({ page, word: m[3]!, x: Number(m[1]), y: Number(m[2]) });
  }
  return words;
}
