import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, UpdateClientRequest } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientName } from '../components/client-name';
import { clientKeys } from './keys';

export interface UpdateClientVariables {
  id: string;
  /** Only the fields sent change. */
  changes: UpdateClientRequest;
}

/** PATCH /api/clients/:id. */
export function updateClient({ id, changes }: UpdateClientVariables): Promise<Client> {
  return api.patch<Client>(`/clients/${encodeURIComponent(id)}`, changes);
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (client) => {
      toast(`${clientName(client)} saved`, 'success');
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
