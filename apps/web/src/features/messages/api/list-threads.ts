import { useQuery } from '@tanstack/react-query';
import type { MessageThreadsResponse } from '@tend/contracts/messaging.contract';
import { api } from '@/lib/api';
import { messageKeys, messagesBasePath, type MessagesScope } from './keys';

/** GET /api/messages/threads (practice) or /api/client/messages/threads (portal): newest activity first. */
export function listThreads(scope: MessagesScope, signal?: AbortSignal): Promise<MessageThreadsResponse> {
  return api.get<MessageThreadsResponse>(`${messagesBasePath(scope)}/threads`, { signal });
}

export function useThreads(scope: MessagesScope) {
  return useQuery({ queryKey: messageKeys.threads(scope), queryFn: ({ signal }) => listThreads(scope, signal) });
}
