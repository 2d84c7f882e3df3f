import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationListResponse } from '@tend/contracts/conversations.contract';
import { api } from '@/lib/api';
import { conversationKeys } from './keys';

/** GET /api/conversations/recent/{userId} (spec 7). */
export function getRecentConversations(userId: string, signal?: AbortSignal): Promise<ConversationListResponse> {
  return api.get<ConversationListResponse>(`/conversations/recent/${encodeURIComponent(userId)}`, { signal });
}

export function recentConversationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: conversationKeys.recent(userId),
    queryFn: ({ signal }) => getRecentConversations(userId, signal),
  });
}

export function useRecentConversations(userId: string) {
  return useQuery(recentConversationsQueryOptions(userId));
}
