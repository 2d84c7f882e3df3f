import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationListResponse } from '@tend/contracts/conversations.contract';
import { api } from '../../../lib/api';

/** Every list of recent conversations; a rename invalidates by this prefix. */
export const recentConversationsKey = ['conversations', 'recent'] as const;

/** GET /api/conversations/recent/{userId} (spec 7). */
export function getRecentConversations(userId: string, signal?: AbortSignal): Promise<ConversationListResponse> {
  return api.get<ConversationListResponse>(`/conversations/recent/${encodeURIComponent(userId)}`, { signal });
}

export function recentConversationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...recentConversationsKey, userId] as const,
    queryFn: ({ signal }) => getRecentConversations(userId, signal),
  });
}

export function useRecentConversations(userId: string) {
  return useQuery(recentConversationsQueryOptions(userId));
}
