import type { CreateTaskRequest } from '@tend/contracts/tasks.contract';
import type { Actor } from '../../auth/actor';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { mayAssignOthers, type tasksRepo } from './tasks.repo';

type Repo = ReturnType<typeof tasksRepo>;
type Links = Pick<CreateTaskRequest, 'client_id' | 'note_id' | 'encounter_id'>;

/**
 * The client, note and visit a task links to, each one the caller may see (else 404 naming it, as
 * if it did not exist). A note or visit brings its client; a client named beside it must be the same.
 */
export async function resolveLinks(repo: Repo, links: Links): Promise<{ clientId: string | null; noteId: string | null; encounterId: string | null }> {
  let clientId = links.client_id ?? null;
  const owners: string[] = [];
  if (clientId && !(await repo.clientVisible(clientId))) throw notFound('Client');
  if (links.note_id) {
    const note = await repo.visibleNote(links.note_id);
    if (!note) throw notFound('Note');
    owners.push(note.clientId);
  }
  if (links.encounter_id) {
    const visit = await repo.visibleEncounter(links.encounter_id);
    if (!visit) throw notFound('Appointment');
    owners.push(visit.clientId);
  }
  clientId ??= owners[0] ?? null;
  if (owners.some((o) => o !== clientId)) throw badRequest('The linked note or appointment belongs to another client.', { field: 'client_id' });
  return { clientId, noteId: links.note_id ?? null, encounterId: links.encounter_id ?? null };
}

/** A supervisor or admin may give a task to anyone active on the practice's staff; a therapist only to themself. */
export async function checkAssignee(repo: Repo, actor: Actor, assigneeId: string): Promise<void> {
  if (assigneeId === actor.userId) return;
  if (!mayAssignOthers(actor)) throw forbidden('A therapist can assign tasks only to themself; only a supervisor or an admin can assign them to others.');
  const staff = await repo.assignees();
  if (!staff.some((u) => u.id === assigneeId)) throw badRequest('The assignee must be an active member of your practice’s staff.', { field: 'assignee_id' });
}
