import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffListResponse } from '@tend/contracts/staff-users.contract';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

/** Staff management queries (users with MFA and provider details, pending invites). */
export const staffKeys = { all: [...adminKeys.all, 'staff'] as const };

/** GET /api/admin/users: the staff the caller may see; pending invitations for admins. */
export function listStaff(signal?: AbortSignal): Promise<StaffListResponse> {
  return api.get<StaffListResponse>('/admin/users', { signal });
}

export const staffQueryOptions = queryOptions({ queryKey: staffKeys.all, queryFn: ({ signal }) => listStaff(signal) });

export function useStaff() {
  return useQuery(staffQueryOptions);
}
