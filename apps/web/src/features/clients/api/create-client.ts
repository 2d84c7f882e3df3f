import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientRequest } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientName } from '../components/client-name';
import { clientKeys } from './keys';

/** POST /api/clients: 201 with the client; 409 possible_duplicate until `confirm_duplicate` is sent. */
export function createClient(body: CreateClientRequest): Promise<Client> {
  return api.post<Client>('/clients', body);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: (client) => {
      toast(`${clientName(client)} added`, 'success');
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
