import { useQuery } from '@tanstack/react-query';
import type { Role } from '@tend/contracts/permissions';
import type { PracticeUser } from '@tend/contracts/users.contract';
import { api } from '@/lib/api';
import { workScheduleKeys } from './work-schedule-keys';

/** The roles that hold a caseload (as the clients feature lists them; features do not share insides). */
const clinicianRoles: readonly Role[] = ['therapist', 'supervisor'];

/** GET /api/users narrowed to the practice's active clinicians, by name: whose schedule an admin may open. */
export async function listScheduleClinicians(signal?: AbortSignal): Promise<PracticeUser[]> {
  const { users } = await api.get<{ users: PracticeUser[] }>('/users', { signal });
  return users.filter((u) => u.active && clinicianRoles.includes(u.role)).sort((a, b) => a.name.localeCompare(b.name));
}

export function useScheduleClinicians({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: workScheduleKeys.clinicians(), queryFn: ({ signal }) => listScheduleClinicians(signal), enabled, staleTime: 5 * 60_000 });
}
