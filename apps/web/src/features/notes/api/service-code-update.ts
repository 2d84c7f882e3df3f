import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingCheck } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { billingCheckKey } from './billing-check-get';

// The calendar feature's key prefix (calendarKeys.all), which it does not export.
const calendarKey = ['calendar'] as const;

export interface ChangeServiceCodeVariables {
  appointmentId: string;
  serviceCode: string;
}

/** PUT /api/appointments/:id/service-code: the visit's code, and its charge while unbilled; answers the check anew. */
export function changeServiceCode({ appointmentId, serviceCode }: ChangeServiceCodeVariables): Promise<BillingCheck> {
  return api.request<BillingCheck>(`/appointments/${encodeURIComponent(appointmentId)}/service-code`, {
    method: 'PUT',
    body: { service_code: serviceCode },
  });
}

/** Shows the new check at once, then refreshes every billing query (ledgers, the overview) and the calendar. */
export function useChangeServiceCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeServiceCode,
    onSuccess: (check, { appointmentId, serviceCode }) => {
      toast(`Service code changed to ${serviceCode}`, 'success');
      queryClient.setQueryData(billingCheckKey(appointmentId), check);
      return Promise.all([queryClient.invalidateQueries({ queryKey: ['billing'] }), queryClient.invalidateQueries({ queryKey: calendarKey })]);
    },
  });
}
