import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageRequest, SendMessageResponse } from '@tend/contracts/messaging.contract';
import { api } from '@/lib/api';
import { messageKeys, messagesBasePath, type MessagesScope } from './keys';

/** POST …/threads/:id/messages; a retry with the same client_key is answered with the first message. */
export function sendMessage(scope: MessagesScope, threadId: string, body: SendMessageRequest): Promise<SendMessageResponse> {
  return api.post<SendMessageResponse>(`${messagesBasePath(scope)}/threads/${encodeURIComponent(threadId)}/messages`, body);
}

export function useSendMessage(scope: MessagesScope, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageRequest) => sendMessage(scope, threadId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(scope, threadId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.threads(scope) }),
      ]),
  });
}
