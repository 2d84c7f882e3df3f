import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Spec 3: conversation is id, title, last_updated, created_at. */
export interface ConversationSummary {
  id: string;
  title: string | null;
  last_updated: string | null;
  created_at: string;
}

export async function getRecentConversations(userUuid: string, signal?: AbortSignal): Promise<ConversationSummary[]> {
  try {
    const answer = await api.get<unknown>(`/conversations/recent/${encodeURIComponent(userUuid)}`, { signal });
    const list = Array.isArray(answer) ? answer : (answer as { conversations?: unknown } | undefined)?.conversations;
    return Array.isArray(list) ? (list as ConversationSummary[]) : [];
  } catch {
    return [];
  }
}

export function recentConversationsQueryOptions(userUuid: string) {
  return queryOptions({
    queryKey: ['conversations', 'recent', userUuid] as const,
    queryFn: ({ signal }) => getRecentConversations(userUuid, signal),
    retry: false,
  });
}

export function useRecentConversations(userUuid: string, enabled: boolean) {
  return useQuery({ ...recentConversationsQueryOptions(userUuid), enabled });
}
