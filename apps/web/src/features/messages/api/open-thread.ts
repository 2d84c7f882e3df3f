import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageThread, OpenThreadRequest } from '@tend/contracts/messaging.contract';
import { api } from '@/lib/api';
import { messageKeys } from './keys';

/** POST /api/messages/threads: a client's (or couple's) thread, created on first use. */
export function openThread(body: OpenThreadRequest): Promise<MessageThread> {
  return api.post<MessageThread>('/messages/threads', body);
}

export function useOpenThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openThread,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.threads('practice') }),
  });
}
