import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGuardianRequest, Guardian } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** POST /api/clients/:id/guardians, or PATCH …/:guardianId when editing one. */
export function saveClientGuardian(clientId: string, guardianId: string | null, body: CreateGuardianRequest): Promise<Guardian> {
  const path = `${clientPath(clientId)}/guardians`;
  return guardianId ? api.patch<Guardian>(`${path}/${encodeURIComponent(guardianId)}`, body) : api.post<Guardian>(path, body);
}

export function useSaveClientGuardian(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guardianId, body }: { guardianId: string | null; body: CreateGuardianRequest }) => saveClientGuardian(clientId, guardianId, body),
    onSuccess: (guardian) => {
      toast(`${guardian.name} saved`, 'success');
      return queryClient.invalidateQueries({ queryKey: clientDetailKeys.guardians(clientId) });
    },
  });
}
