import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientsWithMessagesResponse } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';
import { messageKeys } from './keys';

/** Adds up unread_count over the answer's entries, tolerating an odd answer. */
export function unreadMessageCount(answer: unknown): number {
  const clients = (answer as Partial<ClientsWithMessagesResponse> | undefined)?.clients;
  if (!Array.isArray(clients)) return 0;
  return clients.reduce((sum, client) => sum + (Number.isFinite(client?.unread_count) ? Number(client.unread_count) : 0), 0);
}

/**
 * GET /api/client/clients-with-messages: for a clinician, their clients (and couples) with unread
 * messages; for a portal user, their own threads with unread messages from the practice. Spec 8:
 * errors are only logged, and count as none.
 */
export async function getUnreadMessages(signal?: AbortSignal): Promise<ClientsWithMessagesResponse> {
  try {
    const answer = await api.get<ClientsWithMessagesResponse>('/client/clients-with-messages', { signal });
    return Array.isArray(answer?.clients) ? answer : { clients: [] };
  } catch (error) {
    console.warn('Unread client messages unavailable', error);
    return { clients: [] };
  }
}

/** Spec 9: polled every 30 s; live message events refresh it at once (it sits under messageKeys.all). */
export function unreadMessagesQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => getUnreadMessages(signal),
    refetchInterval: 30_000,
    retry: false,
    enabled,
  });
}

/** The signed-in user's unread secure messages: the portal home's "unread messages" and the bell's entries. */
export function useUnreadMessages(enabled = true) {
  const query = useQuery(unreadMessagesQueryOptions(enabled));
  return { ...query, count: unreadMessageCount(query.data), entries: query.data?.clients ?? [] };
}

/** The number alone, for a portal home tile. */
export function useUnreadMessageCount(): { count: number; isLoading: boolean } {
  const { count, isLoading } = useUnreadMessages();
  return { count, isLoading };
}
