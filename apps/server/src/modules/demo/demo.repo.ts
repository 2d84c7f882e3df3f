import { and, eq, lt } from 'drizzle-orm';
import type { CharacterType } from '@tend/contracts/permissions';
import { resolveTimeZone } from '@tend/contracts/time-zone';
import type { Db } from '@tend/db/client';
import { clientGroupMembers, clientGroups, clientGuardians } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import { sessionPolicy } from '../../auth/session-policy';
import { recordAudit } from '../../audit/audit';
import { createPractice } from '@tend/db/new-practice';
import { insertDemoCaseload } from './demo-calendar';
import { insertDemoBilling } from './demo-billing';
import { insertDemoPortal, type DemoPortal } from './demo-portal';

/** People's names, so the avatar's initials (taken from the e-mail) are the person's, not "D3". */
const demoNames: Record<CharacterType, string> = {
  therapist: 'Dr Jamie Ellis',
  admin: 'Pat Quinn',
  client: 'Alex Rivera',
  parent_of_client: 'Jordan Rivera',
  part_of_couple: 'Casey Morgan',
};
const demoClinicianName = 'Dr Riley Chen';

/**
 * A readable, unique address for a demo person: "jamie.ellis.3f9c2a1b7d4e@demo.tend.test"
 * (.test is reserved: nothing is ever delivered there).
 */
export function demoEmail(name: string): string {
  const local = name
    .replace(/^Dr\s+/, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${local}.${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}@demo.tend.test`;
}

type PortalCharacter = 'client' | 'parent_of_client' | 'part_of_couple';
type ClientValues = { firstName: string; lastName: string; dateOfBirth: string };

/** The records behind each client-like character's portal: their own, their child's, or their couple's. */
const portalRecords = {
  client: { firstName: 'Alex', lastName: 'Rivera', dateOfBirth: '1992-06-18' },
  /** Jordan Rivera is the guardian of this minor, who has no account of her own. */
  parent_of_client: { firstName: 'Mia', lastName: 'Rivera', dateOfBirth: '2012-09-04' },
  /** Casey Morgan's own record, and their partner's: the couple is seen together. */
  part_of_couple: { firstName: 'Casey', lastName: 'Morgan', dateOfBirth: '1989-02-11' },
} satisfies Record<PortalCharacter, ClientValues>;
const couplePartner: ClientValues = { firstName: 'Sam', lastName: 'Morgan', dateOfBirth: '1987-10-23' };

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
        email: demoEmail(demoNames[character]),
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
      await insertDemoBilling(tx, { practiceId, providerId: demoUser.id, now });
      return demoUser;
    }
    // Admins and clients need a clinician in their practice to see anything real.
    const [clinician] = await tx
      .insert(users)
      .values({
        practiceId,
        email: demoEmail(demoClinicianName),
        name: demoClinicianName,
        role: 'therapist',
        demoMode: true,
        createdAt: now,
      })
      .returning();
    if (character === 'admin') {
      await insertDemoCaseload(tx, { practiceId, providerId: clinician!.id, now, timeZone });
      await insertDemoBilling(tx, { practiceId, providerId: clinician!.id, now });
      return demoUser;
    }
    const portal = await insertPortalRecords(tx, character, { practiceId, clinicianId: clinician!.id, portalUserId: demoUser.id, now });
    await insertDemoPortal(tx, { ...portal, practiceId, clinicianId: clinician!.id, portalUserId: demoUser.id, now, timeZone });
    await insertDemoBilling(tx, { practiceId, providerId: clinician!.id, now });
    return demoUser;
  });
}

interface PortalOwner {
  practiceId: string;
  clinicianId: string;
  portalUserId: string;
  now: Date;
}

/**
 * The records a client-like character's portal acts for, linked as a real invitation links them:
 * `client` is their own record (clients.user_id); `parent_of_client` is the guardian (client_guardians.user_id)
 * of a minor without an account; `part_of_couple` is their own record plus their partner's, both in a couple
 * whose joint visits (90847, encounters.group_id) are filed under the demo user's record. Each record has a
 * past (completed) and an upcoming visit with the demo clinician.
 */
async function insertPortalRecords(tx: Db, character: PortalCharacter, owner: PortalOwner): Promise<Pick<DemoPortal, 'clientIds' | 'couple'>> {
  const { practiceId, clinicianId, portalUserId, now } = owner;
  const own = character !== 'parent_of_client';
  const [client] = await tx
    .insert(clients)
    .values({ practiceId, providerId: clinicianId, userId: own ? portalUserId : null, ...portalRecords[character], createdAt: now })
    .returning();
  const clientId = client!.id;
  let couple: DemoPortal['couple'] = null;
  if (character === 'parent_of_client') {
    await tx.insert(clientGuardians).values({ clientId, name: demoNames.parent_of_client, relationship: 'Parent', userId: portalUserId, createdAt: now });
  }
  if (character === 'part_of_couple') {
    const [partner] = await tx
      .insert(clients)
      .values({ practiceId, providerId: clinicianId, ...couplePartner, createdAt: now })
      .returning();
    const [group] = await tx.insert(clientGroups).values({ practiceId, kind: 'couple', name: 'Casey & Sam Morgan', createdAt: now }).returning();
    await tx.insert(clientGroupMembers).values([
      { groupId: group!.id, clientId },
      { groupId: group!.id, clientId: partner!.id },
    ]);
    couple = { groupId: group!.id, memberIds: [clientId, partner!.id] };
  }
  const inDays = (d: number) => new Date(now.getTime() + d * 24 * 60 * 60_000);
  const visit = (days: number, status: 'completed' | 'scheduled') => ({
    practiceId,
    clientId,
    providerId: clinicianId,
    groupId: couple?.groupId ?? null,
    scheduledStart: inDays(days),
    scheduledEnd: new Date(inDays(days).getTime() + 50 * 60_000),
    status,
    serviceCode: couple ? '90847' : '90834',
  });
  await tx.insert(encounters).values([visit(-7, 'completed'), visit(7, 'scheduled')]);
  return { clientIds: [clientId], couple };
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
