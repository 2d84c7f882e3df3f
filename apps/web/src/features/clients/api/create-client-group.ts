import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientGroup, CreateClientGroupRequest } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientDetailKeys } from './client-detail-keys';

/** POST /api/client-groups: a couple or family of clients the caller may see. */
export function createClientGroup(body: CreateClientGroupRequest): Promise<ClientGroup> {
  return api.post<ClientGroup>('/client-groups', body);
}

export function useCreateClientGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClientGroup,
    onSuccess: (group) => {
      toast(`${group.name} created`, 'success');
      return Promise.all(group.members.map((m) => queryClient.invalidateQueries({ queryKey: clientDetailKeys.groups(m.client_id) })));
    },
  });
}
