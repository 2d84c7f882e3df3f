import { useQuery } from '@tanstack/react-query';
import type { MeasureAssignmentsResponse } from '@tend/contracts/measures.contract';
import { api } from '@/lib/api';
import { clientMeasuresPath, measureKeys } from './keys';

/** GET /api/clients/:id/measure-assignments: current first, each with whether it is due. */
export function listMeasureAssignments(clientId: string, signal?: AbortSignal): Promise<MeasureAssignmentsResponse> {
  return api.get<MeasureAssignmentsResponse>(`${clientMeasuresPath(clientId)}/measure-assignments`, { signal });
}

export function useMeasureAssignments(clientId: string) {
  return useQuery({ queryKey: measureKeys.clientAssignments(clientId), queryFn: ({ signal }) => listMeasureAssignments(clientId, signal) });
}
