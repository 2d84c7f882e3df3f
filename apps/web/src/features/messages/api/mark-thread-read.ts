import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkThreadReadResponse } from '@tend/contracts/messaging.contract';
import { api } from '@/lib/api';
import { messageKeys, messagesBasePath, type MessagesScope } from './keys';

/** POST …/threads/:id/read: moves the caller's read mark to now (and reads the bell's items for it). */
export function markThreadRead(scope: MessagesScope, threadId: string): Promise<MarkThreadReadResponse> {
  return api.post<MarkThreadReadResponse>(`${messagesBasePath(scope)}/threads/${encodeURIComponent(threadId)}/read`);
}

export function useMarkThreadRead(scope: MessagesScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => markThreadRead(scope, threadId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.threads(scope) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.unread() }),
        // The bell's items for this thread were read with it (the notifications feature's key).
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}
