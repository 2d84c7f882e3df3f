import { useInfiniteQuery } from '@tanstack/react-query';
import type { SecureMessage, ThreadMessagesResponse } from '@tend/contracts/messaging.contract';
import { api } from '@/lib/api';
import { messageKeys, messagesBasePath, type MessagesScope } from './keys';

const pageSize = 50;

/** GET …/threads/:id: one page of messages, newest last; `before` pages back. */
export function getThread(scope: MessagesScope, id: string, before?: string, signal?: AbortSignal): Promise<ThreadMessagesResponse> {
  return api.get<ThreadMessagesResponse>(`${messagesBasePath(scope)}/threads/${encodeURIComponent(id)}`, {
    signal,
    query: { limit: String(pageSize), before },
  });
}

export function useThreadMessages(scope: MessagesScope, id: string | null) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(scope, id ?? ''),
    queryFn: ({ signal, pageParam }) => getThread(scope, id!, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.messages[0]?.created_at : undefined),
    enabled: !!id,
  });
}

/** The loaded pages as one list, oldest first (pages arrive newest page first). */
export function allMessages(pages: readonly ThreadMessagesResponse[] | undefined): SecureMessage[] {
  if (!pages) return [];
  const seen = new Set<string>();
  const out: SecureMessage[] = [];
  for (const page of [...pages].reverse()) {
    for (const m of page.messages) {
      if (seen.has(m.id)) continue;
      seen.add(m.id);
      out.push(m);
    }
  }
  return out;
}
