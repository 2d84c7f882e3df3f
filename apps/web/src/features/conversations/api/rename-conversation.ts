import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@tend/contracts/conversations.contract';
import { api } from '@/lib/api';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { conversationKeys } from './keys';

/** POST /api/conversations/{id}/update (spec 7). */
export function renameConversation({ id, title }: { id: string; title: string }): Promise<Conversation> {
  return api.post<Conversation>(`/conversations/${encodeURIComponent(id)}/update`, { title });
}

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.recents() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.searches() });
    },
    onError: (error) => toast(messageOf(error), 'error'),
  });
}
