import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { billingKeys } from './billing-keys';

/** A billing write: on success a toast, then every billing query (ledgers, overview, settings, the dashboard card) refreshes. */
export function useBillingMutation<V, R>(mutationFn: (variables: V) => Promise<R>, success: (result: R, variables: V) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      toast(success(result, variables), 'success');
      return queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
