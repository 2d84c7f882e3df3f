import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeasureAssignment } from '@tend/contracts/measures.contract';
import { api } from '@/lib/api';
import { clientMeasuresPath, measureKeys } from './keys';

/** POST /api/clients/:id/measure-assignments/:assignmentId/end */
export function endMeasureAssignment(clientId: string, assignmentId: string): Promise<MeasureAssignment> {
  return api.post<MeasureAssignment>(`${clientMeasuresPath(clientId)}/measure-assignments/${encodeURIComponent(assignmentId)}/end`, {});
}

export function useEndMeasureAssignment(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) => endMeasureAssignment(clientId, assignmentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measureKeys.clientAssignments(clientId) }),
  });
}
