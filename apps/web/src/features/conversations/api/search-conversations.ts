import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationListResponse } from '@tend/contracts/conversations.contract';
import { api } from '@/lib/api';
import { conversationKeys } from './keys';

/** GET /api/conversations/all/{userId}?search= (spec 7): full-text over titles and messages, prefix-matched. */
export function searchConversations(userId: string, search: string, signal?: AbortSignal): Promise<ConversationListResponse> {
  return api.get<ConversationListResponse>(`/conversations/all/${encodeURIComponent(userId)}`, { query: { search: search.trim() || undefined }, signal });
}

export function allConversationsQueryOptions(userId: string, search: string) {
  return queryOptions({
    queryKey: conversationKeys.search(userId, search),
    queryFn: ({ signal }) => searchConversations(userId, search, signal),
  });
}

export function useAllConversations(userId: string, search: string) {
  return useQuery({ ...allConversationsQueryOptions(userId, search), placeholderData: keepPreviousData });
}
