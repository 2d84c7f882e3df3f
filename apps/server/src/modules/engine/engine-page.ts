import type { AiContext } from '@tend/contracts/assistant.contract';
import type { Db } from '@tend/db/client';
import type { clients } from '@tend/db/schema/clients';
import type { EnginePage, EnginePatient } from '../../ai/engine';
import type { Actor } from '../../auth/actor';
import { clientDisplayName } from '../clients/client-view';
import { clientsRepo } from '../clients/clients.repo';

export const enginePatientOf = (row: typeof clients.$inferSelect): EnginePatient => ({
  id: row.id,
  name: clientDisplayName(row),
  initials: `${row.firstName[0] ?? ''}.${row.lastName[0] ?? ''}.`,
});

/**
 * The page context (spec 3) as the engine reads it. The browser's current patient counts only
 * when the caller may see that client, under the name on record: a page left open after a
 * reassignment just loses its patient (note settings' patient_id is the one a 404 guards).
 */
export async function enginePage(db: Db, actor: Actor, context: AiContext | undefined): Promise<EnginePage | null> {
  if (!context) return null;
  const patientId = context.current_patient?.id;
  const row = patientId ? await clientsRepo(db, actor).get(patientId) : null;
  return {
    type: context.page_type ?? null,
    selectedDate: context.selected_date ?? null,
    viewMode: context.view_mode ?? null,
    editing: context.editing ?? false,
    currentPatient: row ? enginePatientOf(row) : null,
    selections: context.selections ?? [],
    route: context.route ?? null,
    workflow: context.workflow ?? null,
  };
}
