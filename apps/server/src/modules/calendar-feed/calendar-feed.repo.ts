import { and, eq, gte, lt, notInArray } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { practices } from '@tend/db/schema/practices';
import { providerSettings } from '@tend/db/schema/scheduling';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';

/** The signed-in clinician's own feed (their provider_settings row); the buffer there is not touched. */
export function calendarFeedRepo(db: Db, actor: Pick<Actor, 'userId'>) {
  const mine = eq(providerSettings.userId, actor.userId);
  return {
    async status(): Promise<{ enabled: boolean; createdAt: Date | null }> {
      const [row] = await db.select({ hash: providerSettings.feedTokenHash, createdAt: providerSettings.feedCreatedAt }).from(providerSettings).where(mine);
      return row?.hash ? { enabled: true, createdAt: row.createdAt } : { enabled: false, createdAt: null };
    },

    /** A new secret's hash replaces any earlier one, so the old address stops working at once. */
    async turnOn(tokenHash: string, now: Date): Promise<void> {
      await db
        .insert(providerSettings)
        .values({ userId: actor.userId, feedTokenHash: tokenHash, feedCreatedAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: providerSettings.userId, set: { feedTokenHash: tokenHash, feedCreatedAt: now, updatedAt: now } });
    },

    async turnOff(now: Date): Promise<void> {
      await db.update(providerSettings).set({ feedTokenHash: null, feedCreatedAt: null, updatedAt: now }).where(mine);
    },
  };
}

// The public feed has no signed-in caller: the secret's hash is the scope.

/** The active clinician whose feed secret hashes to this, or null. */
export async function feedOwner(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: users.id, practiceId: users.practiceId, practiceName: practices.name })
    .from(providerSettings)
    .innerJoin(users, eq(users.id, providerSettings.userId))
    .innerJoin(practices, eq(practices.id, users.practiceId))
    .where(and(eq(providerSettings.feedTokenHash, tokenHash), eq(users.active, true)));
  return row ?? null;
}

/** The clinician's visits starting in [from, to) that were not called off, with only what the feed shows. */
export function feedVisits(db: Db, owner: { userId: string; practiceId: string }, from: Date, to: Date) {
  return db
    .select({
      id: encounters.id,
      start: encounters.scheduledStart,
      end: encounters.scheduledEnd,
      location: encounters.location,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(encounters)
    .innerJoin(clients, eq(clients.id, encounters.clientId))
    .where(
      and(
        eq(encounters.providerId, owner.userId),
        eq(encounters.practiceId, owner.practiceId),
        notInArray(encounters.status, ['cancelled', 'late_cancelled']),
        gte(encounters.scheduledStart, from),
        lt(encounters.scheduledStart, to),
      ),
    )
    .orderBy(encounters.scheduledStart);
}
