import { eq } from 'drizzle-orm';
import type { convertLeadRequestSchema } from '@tend/contracts/leads.contract';
import type { z } from 'zod';
import type { Db } from '@tend/db/client';
import { leads as leadRows } from '@tend/db/schema/leads';
import type { Actor } from '../../auth/actor';
import { badRequest, conflict } from '../../http/errors';
import type { RouteContext } from '../../http/route';
import { clientColumns } from '../clients/client-view';
import { clientsRepo } from '../clients/clients.repo';
import { leadsRepo } from './leads.repo';

/**
 * Makes a visible lead a client in one transaction: the client (names, e-mail, phone) through the
 * clients module's repository, the lead linked to it and marked converted, its history kept and
 * extended, both audited. A clinician converts into their own caseload; an admin chooses (or the
 * lead's assignee, when a clinician; an unassigned lead needs the choice, 400 naming provider_id).
 * The lead row is locked so two simultaneous conversions make one client. Null when the caller may
 * not see the lead.
 */
export async function convertLead(
  db: Db,
  actor: Actor,
  leadId: string,
  body: z.output<typeof convertLeadRequestSchema>,
  { now, audit }: Pick<RouteContext<unknown, unknown, unknown>, 'now' | 'audit'>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const leads = leadsRepo(tx, actor);
    const found = await leads.get(leadId);
    if (!found) return null;
    const { lead } = found;
    // Locked until commit: a second conversion of the same lead waits here, then sees it converted (409).
    const [locked] = await tx.select({ status: leadRows.status }).from(leadRows).where(eq(leadRows.id, lead.id)).for('update');
    if (locked?.status === 'converted') throw conflict('This lead is already a client.');
    const clients = clientsRepo(tx, actor);
    let providerId: string | null = actor.userId;
    if (actor.acting === 'admin') {
      const requested = body.provider_id !== undefined ? body.provider_id : lead.assigneeId;
      // An unassigned lead has no clinician to default to: the admin must choose one.
      if (!requested)
        throw badRequest('body.provider_id: choose the clinician who will see this client', [
          { field: 'body.provider_id', message: 'Choose the clinician who will see this client' },
        ]);
      if (body.provider_id && !(await clients.isProviderInPractice(body.provider_id))) throw badRequest('body.provider_id: not a clinician of this practice');
      providerId = requested && (await clients.isProviderInPractice(requested)) ? requested : null;
    }
    const fields = { first_name: lead.firstName, last_name: lead.lastName, email: lead.email, phone: lead.phone, status: body.client_status };
    const client = await clients.create({ ...clientColumns(fields), firstName: lead.firstName, lastName: lead.lastName, providerId });
    await audit({ action: 'create', recordType: 'client', recordId: client.id, clientId: client.id, outcome: 'success' }, tx);
    await leads.update(lead.id, { status: 'converted', clientId: client.id, assigneeId: lead.assigneeId ?? providerId }, now);
    await leads.addEvent(lead.id, { kind: 'converted', fromStatus: lead.status, toStatus: 'converted', createdAt: now });
    await audit({ action: 'convert', recordType: 'lead', recordId: lead.id, clientId: client.id, outcome: 'success' }, tx);
    return client.id;
  });
}
