import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignMeasureRequest, MeasureAssignment } from '@tend/contracts/measures.contract';
import { api } from '@/lib/api';
import { clientMeasuresPath, measureKeys } from './keys';

/** POST /api/clients/:id/measure-assignments */
export function assignMeasure(clientId: string, body: AssignMeasureRequest): Promise<MeasureAssignment> {
  return api.post<MeasureAssignment>(`${clientMeasuresPath(clientId)}/measure-assignments`, body);
}

export function useAssignMeasure(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignMeasureRequest) => assignMeasure(clientId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measureKeys.clientAssignments(clientId) }),
  });
}
