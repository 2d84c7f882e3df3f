import { and, desc, eq, inArray } from 'drizzle-orm';
import { consentKinds, type ClientConsentsResponse, type ConsentEvent, type ConsentKind } from '@tend/contracts/client-details.contract';
import type { Db } from '@tend/db/client';
import { clientConsents } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

/** A visible client's consent records and reminder preference; every query is limited to clients the caller may see. */
export function consentsRepo(db: Db, actor: Actor) {
  const visible = (clientId: string) => and(visibleClients(actor), eq(clients.id, clientId));

  return {
    /** Every record, newest first, with who recorded it. */
    history: (clientId: string) =>
      db
        .select({ consent: clientConsents, recordedByName: users.name })
        .from(clientConsents)
        .leftJoin(users, eq(users.id, clientConsents.recordedBy))
        .where(
          and(eq(clientConsents.clientId, clientId), inArray(clientConsents.clientId, db.select({ id: clients.id }).from(clients).where(visible(clientId)))),
        )
        .orderBy(desc(clientConsents.recordedAt)),

    async record(clientId: string, values: { kind: ConsentKind; granted: boolean; source: string | null; recordedAt: Date }) {
      await db.insert(clientConsents).values({ ...values, clientId, recordedBy: actor.userId });
    },

    async remindersOptOut(clientId: string) {
      const [row] = await db.select({ optOut: clients.remindersOptOut }).from(clients).where(visible(clientId)).limit(1);
      return row?.optOut ?? false;
    },

    async setRemindersOptOut(clientId: string, optOut: boolean) {
      await db.update(clients).set({ remindersOptOut: optOut, updatedAt: new Date() }).where(visible(clientId));
    },
  };
}

type HistoryRow = Awaited<ReturnType<ReturnType<typeof consentsRepo>['history']>>[number];

/** The state per kind (the latest record is in force) beside the whole history. */
export function toConsentsView(history: HistoryRow[], remindersOptOut: boolean): ClientConsentsResponse {
  const events: ConsentEvent[] = history.map(({ consent: c, recordedByName }) => ({
    id: c.id,
    kind: c.kind,
    granted: c.granted,
    recorded_at: c.recordedAt.toISOString(),
    recorded_by_name: recordedByName,
    source: c.source,
  }));
  const consents = consentKinds.map((kind) => {
    const latest = events.find((e) => e.kind === kind);
    return latest
      ? { kind, granted: latest.granted, recorded_at: latest.recorded_at, recorded_by_name: latest.recorded_by_name, source: latest.source }
      : { kind, granted: null, recorded_at: null, recorded_by_name: null, source: null };
  });
  return { consents, history: events, reminders_opt_out: remindersOptOut };
}
