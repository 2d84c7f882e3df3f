import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffUserResponse, UpdateStaffUserRequest } from '@tend/contracts/staff-users.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { adminKeys } from './keys';
import { staffKeys } from './list-staff';

/** PATCH /api/admin/users/:id: only the fields sent change. */
export function updateStaffUser(id: string, body: UpdateStaffUserRequest): Promise<StaffUserResponse> {
  return api.patch<StaffUserResponse>(`/admin/users/${id}`, body);
}

export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStaffUserRequest }) => updateStaffUser(id, body),
    onSuccess: ({ user }) => {
      toast(`${user.name} saved`, 'success');
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      return queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
