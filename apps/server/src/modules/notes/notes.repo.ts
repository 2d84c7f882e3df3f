import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

/** Notes are visible exactly when their client is (the join carries the caller's scope). */
export function notesRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  return {
    async get(id: string) {
      const [row] = await db
        .select({ note: notes, client: clients, encounter: encounters })
        .from(notes)
        .innerJoin(clients, eq(clients.id, notes.clientId))
        .leftJoin(encounters, eq(encounters.id, notes.encounterId))
        .where(and(scope, eq(notes.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}
