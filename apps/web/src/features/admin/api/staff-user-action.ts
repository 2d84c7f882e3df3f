import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUserResponse } from '@tend/contracts/staff-users.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { adminKeys } from './keys';
import { staffKeys } from './list-staff';

export type StaffUserAction = 'deactivate' | 'reactivate' | 'reset-mfa';

const done: Record<StaffUserAction, (name: string) => string> = {
  deactivate: (name) => `${name} deactivated and signed out`,
  reactivate: (name) => `${name} reactivated`,
  'reset-mfa': (name) => `Second factors of ${name} removed`,
};

/** POST /api/admin/users/:id/deactivate | reactivate | reset-mfa. */
export function runStaffUserAction(id: string, action: StaffUserAction): Promise<StaffUserResponse> {
  return api.post<StaffUserResponse>(`/admin/users/${id}/${action}`);
}

export function useStaffUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StaffUserAction }) => runStaffUserAction(id, action),
    onSuccess: ({ user }, { action }) => {
      toast(done[action](user.name), 'success');
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      return queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
