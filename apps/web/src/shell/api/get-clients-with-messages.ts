import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientsWithMessagesResponse } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';

/** Spec 3: clients, each with unread_count. */
export type ClientsWithMessages = ClientsWithMessagesResponse;

export function unreadMessageCount(answer: unknown): number {
  const clients = (answer as Partial<ClientsWithMessages> | undefined)?.clients;
  if (!Array.isArray(clients)) return 0;
  return clients.reduce((sum, client) => sum + (Number.isFinite(client?.unread_count) ? Number(client.unread_count) : 0), 0);
}

/** Unread client messages; the messaging endpoint may not exist yet, and errors are only logged (spec 8). */
export async function getUnreadClientMessages(signal?: AbortSignal): Promise<number> {
  try {
    return unreadMessageCount(await api.get<unknown>('/client/clients-with-messages', { signal }));
  } catch (error) {
    console.warn('Unread client messages unavailable', error);
    return 0;
  }
}

/** Spec 9: polled every 30 s, for therapists, admins and demo users (spec 6). */
export function unreadMessagesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ['client', 'clients-with-messages', 'unread'] as const,
    queryFn: ({ signal }) => getUnreadClientMessages(signal),
    refetchInterval: 30_000,
    retry: false,
    enabled,
  });
}

export function useUnreadClientMessages(enabled: boolean) {
  return useQuery(unreadMessagesQueryOptions(enabled));
}
