import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientRequest } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';
import { useRepeatKey } from '@/lib/use-repeat-key';
import { toast } from '@/lib/toast';
import { clientName } from '../components/client-name';
import { clientKeys } from './keys';

/** POST /api/clients: 201 with the client; 409 possible_duplicate until `confirm_duplicate` is sent. */
export function createClient(body: CreateClientRequest, idempotencyKey?: string): Promise<Client> {
  return api.post<Client>('/clients', body, { idempotencyKey });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  const { keyFor, answered } = useRepeatKey();
  return useMutation({
    // Saving the same form again after a lost answer reuses its key: the client is created once.
    mutationFn: (body: CreateClientRequest) => createClient(body, keyFor(body)),
    onSuccess: (client) => {
      answered();
      toast(`${clientName(client)} added`, 'success');
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.all });
    },
  });
}
