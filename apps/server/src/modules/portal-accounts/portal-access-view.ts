import type { PortalAccessResponse, PortalInvite } from '@tend/contracts/portal.contract';
import type { Db } from '@tend/db/client';
import type { clients } from '@tend/db/schema/clients';
import type { Actor } from '../../auth/actor';
import { clientDisplayName } from '../clients/client-view';
import { portalAccessRepo, type InviteRow, type PortalPerson } from './portal-access.repo';

type ClientRow = typeof clients.$inferSelect;

export const toInviteView = (i: InviteRow): PortalInvite => ({
  id: i.id,
  relation: i.relation,
  guardian_id: i.guardianId,
  email: i.email,
  created_at: i.createdAt.toISOString(),
  expires_at: i.expiresAt.toISOString(),
});

const samePerson = (i: InviteRow, p: PortalPerson) => i.clientId === p.clientId && i.relation === p.relation && (i.guardianId ?? null) === p.guardianId;

/** A visible client's portal access: their own, their guardians', their couple partners' (never a token). */
export async function portalAccessOf(db: Db, actor: Actor, client: ClientRow): Promise<PortalAccessResponse> {
  const repo = portalAccessRepo(db, actor);
  const guardians = await repo.guardians(client.id);
  const couples = await repo.couplePartners(client.id);
  const partners = couples.flatMap((c) => c.partners);
  const invites = await repo.openInvites([client.id, ...partners.map((p) => p.id)]);
  const userIds = [client.userId, ...guardians.map((g) => g.userId), ...partners.map((p) => p.userId)].filter((id): id is string => !!id);
  const emails = await repo.accountEmails(userIds);

  const access = (userId: string | null, person: PortalPerson) => {
    const invite = invites.find((i) => samePerson(i, person));
    return {
      has_account: !!userId,
      account_email: userId ? (emails.get(userId) ?? null) : null,
      pending_invite: invite ? toInviteView(invite) : null,
    };
  };

  return {
    client_id: client.id,
    client_email: client.email,
    self: access(client.userId, { clientId: client.id, relation: 'self', guardianId: null }),
    guardians: guardians.map((g) => ({
      guardian_id: g.id,
      name: g.name,
      relationship: g.relationship,
      email: g.email,
      ...access(g.userId, { clientId: client.id, relation: 'guardian', guardianId: g.id }),
    })),
    couples: couples.map((c) => ({
      group_id: c.id,
      name: c.name,
      partners: c.partners.map((p) => ({
        client_id: p.id,
        name: clientDisplayName(p),
        email: p.email,
        ...access(p.userId, { clientId: p.id, relation: 'self', guardianId: null }),
      })),
    })),
  };
}
