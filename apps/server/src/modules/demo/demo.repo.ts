import { and, eq, lt } from 'drizzle-orm';
import type { CharacterType } from '@tend/contracts/permissions';
import { resolveTimeZone } from '@tend/contracts/time-zone';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import { sessionPolicy } from '../../auth/session-policy';
import { recordAudit } from '../../audit/audit';
import { createPractice } from '@tend/db/new-practice';
import { insertDemoCaseload } from './demo-calendar';

const demoNames: Record<CharacterType, string> = {
  therapist: 'Demo Therapist',
  admin: 'Demo Practice Admin',
  client: 'Alex Rivera',
  parent_of_client: 'Jordan Rivera',
  part_of_couple: 'Casey Morgan',
};

/** The portal record a client-type character sees: themselves, their child, or their couple. */
const portalClient: Record<'client' | 'parent_of_client' | 'part_of_couple', { firstName: string; lastName: string; dateOfBirth: string }> = {
  client: { firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1992-06-18' },
  parent_of_client: { firstName: 'Mia', lastName: 'Rivera', dateOfBirth: '2012-09-04' },
  part_of_couple: { firstName: 'Casey & Sam', lastName: 'Morgan', dateOfBirth: '1989-02-11' },
};

/**
 * A fresh, isolated demo: its own practice, the demo user, and sample data of its own.
 * Everything hangs off the demo practice, so the sweep removes it all by deleting the practice.
 */
/** `timeZone`: the visitor's, so the sample calendar falls in their working hours. */
export async function createDemoUser(db: Db, character: CharacterType, now: Date, visitorZone = 'UTC') {
  return db.transaction(async (tx) => {
    const practice = await createPractice(tx, { name: 'Tend Demo Practice', demo: true, timeZone: visitorZone, createdAt: now });
    const practiceId = practice.id;
    const [user] = await tx
      .insert(users)
      .values({
        practiceId,
        email: `demo-${crypto.randomUUID()}@demo.tend.local`,
        name: demoNames[character],
        role: 'demo',
        demoMode: true,
        characterType: character,
        isProvider: character === 'therapist',
        preferences: { profile_completed: true, onboarding_pending: true },
        createdAt: now,
      })
      .returning();
    const demoUser = user!;
    // The calendar's wall clock: the demo user's zone, else the practice's (demo login sends no browser zone).
    const timeZone = resolveTimeZone({ chosen: demoUser.timeZone, practice: practice.timeZone });

    if (character === 'therapist') {
      await insertDemoCaseload(tx, { practiceId, providerId: demoUser.id, now, timeZone });
      return demoUser;
    }
    // Admins and clients need a clinician in their practice to see anything real.
    const [clinician] = await tx
      .insert(users)
      .values({
        practiceId,
        email: `demo-clinician-${crypto.randomUUID()}@demo.tend.local`,
        name: 'Dr Riley Chen',
        role: 'therapist',
        demoMode: true,
        createdAt: now,
      })
      .returning();
    if (character === 'admin') {
      await insertDemoCaseload(tx, { practiceId, providerId: clinician!.id, now, timeZone });
      return demoUser;
    }
    const [client] = await tx
      .insert(clients)
      .values({ practiceId, providerId: clinician!.id, userId: demoUser.id, ...portalClient[character], createdAt: now })
      .returning();
    const inDays = (d: number) => new Date(now.getTime() + d * 24 * 60 * 60_000);
    await tx.insert(encounters).values([
      {
        practiceId,
        clientId: client!.id,
        providerId: clinician!.id,
        scheduledStart: inDays(-7),
        scheduledEnd: new Date(inDays(-7).getTime() + 50 * 60_000),
        status: 'completed',
        serviceCode: '90834',
      },
      {
        practiceId,
        clientId: client!.id,
        providerId: clinician!.id,
        scheduledStart: inDays(7),
        scheduledEnd: new Date(inDays(7).getTime() + 50 * 60_000),
        status: 'scheduled',
        serviceCode: '90834',
      },
    ]);
    return demoUser;
  });
}

/**
 * Deletes every demo practice older than 24 h; the foreign keys cascade to its users, sessions,
 * clients, appointments, notes and conversations. Safe to run from several instances at once.
 */
export async function purgeExpiredDemos(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - sessionPolicy.demoLifetimeMs);
  const purged = await db
    .delete(practices)
    .where(and(eq(practices.demo, true), lt(practices.createdAt, cutoff)))
    .returning({ id: practices.id });
  if (purged.length > 0) {
    await recordAudit(
      db,
      { actor: null, ip: null, now },
      { action: 'demo_purge', recordType: 'practice', recordId: `${purged.length} demo practices`, outcome: 'success' },
    );
  }
  return purged.length;
}
