import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Message, MessagesResponse } from '@tend/contracts/conversations.contract';
import { api } from '@/lib/api';
import { conversationKeys } from '@/features/conversations';

export const messagesPageSize = 30;

/** A message as the panel keeps it; ids of messages not (yet) stored on the server start with 'local:'. */
export type ChatMessage = Message;

export type MessagesPage = MessagesResponse;

export type MessagesData = InfiniteData<MessagesPage, unknown>;

/** GET /api/conversations/{session}/messages: newest page first; each page in order; `before` pages back. */
export function getMessages(sessionId: string, before: string | undefined, signal?: AbortSignal): Promise<MessagesPage> {
  return api.get<MessagesPage>(`/conversations/${encodeURIComponent(sessionId)}/messages`, {
    query: { limit: String(messagesPageSize), before },
    signal,
  });
}

export function messagesQueryOptions(sessionId: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(sessionId),
    queryFn: ({ pageParam, signal }) => getMessages(sessionId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // 'Load More' passes the oldest loaded message's id.
    getNextPageParam: (last: MessagesPage) => (last.has_more ? last.messages[0]?.id : undefined),
    // Sends and feedback update this cache themselves; a refetch would only repeat it.
    staleTime: Infinity,
  });
}

export function useMessages(sessionId: string | null) {
  return useInfiniteQuery({ ...messagesQueryOptions(sessionId ?? ''), enabled: !!sessionId });
}

/** The loaded pages as one list, oldest first. */
export function flattenPages(data: MessagesData | undefined): ChatMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];
}

/** Puts messages after the newest loaded ones (skipping any already there). */
export function appendMessages(data: MessagesData, added: ChatMessage[]): MessagesData {
  const known = new Set(data.pages.flatMap((page) => page.messages.map((m) => m.id)));
  const fresh = added.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return data;
  const [newest, ...older] = data.pages;
  const first: MessagesPage = newest ?? { messages: [], has_more: false };
  return { ...data, pages: [{ ...first, messages: [...first.messages, ...fresh] }, ...older] };
}

/** Records feedback given on one message. */
export function markFeedback(data: MessagesData, messageId: string, kind: ChatMessage['feedback_given'][number]): MessagesData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (m.id === messageId && !m.feedback_given.includes(kind) ? { ...m, feedback_given: [...m.feedback_given, kind] } : m)),
    })),
  };
}
