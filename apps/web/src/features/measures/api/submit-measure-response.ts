import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitMeasureRequest, SubmitMeasureResponse } from '@tend/contracts/measures.contract';
import { api } from '@/lib/api';
import { measureKeys } from './keys';

/** POST /api/portal/measure-responses: scored on the server; an urgent answer carries crisis resources. */
export function submitMeasureResponse(body: SubmitMeasureRequest): Promise<SubmitMeasureResponse> {
  return api.post<SubmitMeasureResponse>('/portal/measure-responses', body);
}

export function useSubmitMeasureResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMeasureResponse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measureKeys.all }),
  });
}
