import type { Db } from '@tend/db/client';
import type { AssistantData } from '../../ai/engine';
import type { Actor } from '../../auth/actor';
import { clientsRepo } from '../clients/clients.repo';
import { caseloadRepo } from '../notes/pending.repo';

/** What the assistant may answer about: the caller's own caseload, nothing else. */
export function assistantData(db: Db, actor: Actor, now: Date): AssistantData {
  const caseload = caseloadRepo(db, actor);
  return {
    pendingNotes: () => caseload.pendingNotes(),
    appointmentsBetween: (from, to) => caseload.appointmentsBetween(from, to),
    recentClients: () => caseload.recentClients(now),
    clientNames: () => clientsRepo(db, actor).nameVariants(),
  };
}
