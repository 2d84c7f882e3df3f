import type { Client } from '@tend/contracts/clients.contract';
import type { clients } from '@tend/db/schema/clients';

type ClientRow = typeof clients.$inferSelect;

export const clientDisplayName = (c: Pick<ClientRow, 'firstName' | 'lastName' | 'preferredName'>): string =>
  `${c.preferredName ?? c.firstName} ${c.lastName}`;

export function toClientView(c: ClientRow): Client {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    preferred_name: c.preferredName,
    email: c.email,
    phone: c.phone,
    date_of_birth: c.dateOfBirth,
    status: c.status,
    provider_id: c.providerId,
    created_at: c.createdAt.toISOString(),
  };
}
