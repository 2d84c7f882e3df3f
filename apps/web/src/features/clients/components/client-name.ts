import type { Client } from '@tend/contracts/clients.contract';

export function clientName(client: Pick<Client, 'first_name' | 'last_name' | 'preferred_name'>): string {
  const full = `${client.first_name} ${client.last_name}`.trim();
  return client.preferred_name && client.preferred_name !== client.first_name ? `${full} (${client.preferred_name})` : full;
}
