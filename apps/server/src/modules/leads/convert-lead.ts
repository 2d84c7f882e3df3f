import type { convertLeadRequestSchema } from '@tend/contracts/leads.contract';
import type { z } from 'zod';
import type { Db } from '@tend/db/client';
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
 * lead's assignee, when a clinician). Null when the caller may not see the lead.
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
    if (lead.status === 'converted') throw conflict('This lead is already a client.');
    const clients = clientsRepo(tx, actor);
    let providerId: string | null = actor.userId;
    if (actor.acting === 'admin') {
      const requested = body.provider_id !== undefined ? body.provider_id : lead.assigneeId;
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
