import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clientDetailKeys } from './client-detail-keys';

/** DELETE /api/client-groups/:groupId/members/:clientId: a group left empty goes. */
export function removeGroupMember(groupId: string, clientId: string): Promise<{ ok: true }> {
  return api.request<{ ok: true }>(`/client-groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(clientId)}`, { method: 'DELETE' });
}

/** `memberIds`: everyone in the group, whose lists change with it. */
export function useRemoveGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, clientId }: { groupId: string; clientId: string; memberIds: string[] }) => removeGroupMember(groupId, clientId),
    onSuccess: (_, { memberIds }) => Promise.all(memberIds.map((id) => queryClient.invalidateQueries({ queryKey: clientDetailKeys.groups(id) }))),
  });
}
