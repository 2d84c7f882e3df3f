import { charges, billingAdjustments, paymentAllocations, payments } from '@tend/db/schema/billing';
import { encounters } from '@tend/db/schema/encounters';
import { leads } from '@tend/db/schema/leads';
import { notes } from '@tend/db/schema/notes';
import type { TestApp } from '../../../test/test-app';

/**
 * A known fortnight in Harbor (New York): the week of Mon 14 to Sun 20 January 2030 and the week
 * before, with visits of every status, notes signed at known times, leads, charges and payments,
 * plus a Riverside visit, lead and payment that must never be counted. The clock is Fri 18 Jan 15:00 local.
 */
export const fixtureNow = new Date('2030-01-18T20:00:00Z');

const h = (iso: string) => new Date(iso);
const hours = (at: Date, n: number) => new Date(at.getTime() + n * 3_600_000);

export async function seedFortnight(t: TestApp) {
  const db = t.app.services.db;
  const { practiceIds: p, userIds: u, clientIds: c } = t.seeded;
  const harbor = p.harbor;
  const visit = async (
    clientId: string,
    providerId: string,
    start: string,
    status: (typeof encounters.$inferInsert)['status'],
    signedAfterHours?: number | 'draft',
  ) => {
    const scheduledStart = h(start);
    const scheduledEnd = hours(scheduledStart, 50 / 60);
    const practiceId = providerId === u.omar ? p.riverside : harbor;
    const [e] = await db
      .insert(encounters)
      .values({ practiceId, clientId, providerId, scheduledStart, scheduledEnd, status, serviceCode: '90834' })
      .returning();
    if (signedAfterHours !== undefined) {
      const signed = signedAfterHours !== 'draft';
      await db.insert(notes).values({
        practiceId,
        clientId,
        encounterId: e!.id,
        authorId: providerId,
        documentType: 'soap_note',
        noteContent: 'S: fixture',
        status: signed ? 'approved' : 'draft',
        signedAt: signed ? hours(scheduledEnd, signedAfterHours) : null,
        signedBy: signed ? providerId : null,
        createdAt: scheduledEnd,
      });
    }
    return e!;
  };

  // This week (Mon 14 – Sun 20 Jan 2030; New York is UTC−5).
  const samMon = await visit(c.sam!, u.alice, '2030-01-14T14:00:00Z', 'completed', 2);
  await visit(c.jordan!, u.alice, '2030-01-15T15:00:00Z', 'completed', 10);
  await visit(c.priya!, u.ben, '2030-01-15T16:00:00Z', 'completed', 4);
  const priyaDraft = await visit(c.priya!, u.ben, '2030-01-16T15:00:00Z', 'completed', 'draft');
  await visit(c.sam!, u.alice, '2030-01-17T15:00:00Z', 'no_show');
  await visit(c.jordan!, u.alice, '2030-01-18T14:00:00Z', 'late_cancelled');
  await visit(c.priya!, u.ben, '2030-01-18T16:00:00Z', 'cancelled');
  // Sunday 20 Jan 23:30 in New York is Monday 04:30 UTC: still this week.
  const sundayLate = await visit(c.sam!, u.alice, '2030-01-21T04:30:00Z', 'scheduled');
  // Last week: Sunday 13 Jan 23:30 local (Monday 04:30 UTC) belongs to it, not to this week.
  await visit(c.sam!, u.alice, '2030-01-14T04:30:00Z', 'completed', 1);
  await visit(c.priya!, u.ben, '2030-01-09T15:00:00Z', 'no_show');
  // Another practice, this week.
  await visit(c.mateo!, u.omar, '2030-01-15T15:00:00Z', 'completed', 3);

  await db.insert(leads).values([
    { practiceId: harbor, firstName: 'Lena', lastName: 'Assigned', assigneeId: u.alice, createdAt: h('2030-01-15T12:00:00Z') },
    { practiceId: harbor, firstName: 'Una', lastName: 'Unassigned', createdAt: h('2030-01-17T12:00:00Z') },
    { practiceId: harbor, firstName: 'Pat', lastName: 'Previous', assigneeId: u.ben, createdAt: h('2030-01-10T12:00:00Z') },
    { practiceId: p.riverside, firstName: 'Rita', lastName: 'River', createdAt: h('2030-01-15T12:00:00Z') },
  ]);

  const charge = async (clientId: string, providerId: string, serviceDate: string, cents: number, practiceId = harbor) => {
    const [row] = await db
      .insert(charges)
      .values({
        practiceId,
        clientId,
        providerId,
        kind: 'service',
        lineKey: `fixture:${serviceDate}:${cents}`,
        serviceDate,
        description: 'Psychotherapy',
        unitFeeCents: cents,
        amountCents: cents,
      })
      .returning();
    return row!;
  };
  const pay = async (clientId: string, receivedOn: string, cents: number, chargeId?: string, practiceId = harbor) => {
    const [row] = await db.insert(payments).values({ practiceId, clientId, method: 'card', amountCents: cents, receivedOn }).returning();
    if (chargeId) await db.insert(paymentAllocations).values({ practiceId, paymentId: row!.id, chargeId, amountCents: cents });
    return row!;
  };
  const samCharge = await charge(c.sam!, u.alice, '2030-01-14', 15_000);
  await pay(c.sam!, '2030-01-15', 10_000, samCharge.id);
  const priyaCharge = await charge(c.priya!, u.ben, '2030-01-15', 12_000);
  await pay(c.priya!, '2030-01-10', 5_000, priyaCharge.id);
  const jordanCharge = await charge(c.jordan!, u.alice, '2030-01-08', 8_000);
  await db.insert(billingAdjustments).values({
    practiceId: harbor,
    clientId: c.jordan!,
    kind: 'write_off',
    chargeId: jordanCharge.id,
    amountCents: 3_000,
    reason: 'Hardship',
    createdAt: h('2030-01-16T12:00:00Z'),
  });
  const mateoCharge = await charge(c.mateo!, u.omar, '2030-01-15', 99_900, p.riverside);
  await pay(c.mateo!, '2030-01-15', 99_900, mateoCharge.id, p.riverside);
  return { samMon, priyaDraft, sundayLate };
}
