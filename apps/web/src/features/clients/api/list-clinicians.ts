import { useQuery } from '@tanstack/react-query';
import type { PracticeUser } from '@tend/contracts/users.contract';
import { isClinician } from '@tend/contracts/permissions';
import { api } from '@/lib/api';
import { clientKeys } from './keys';

/**
 * GET /api/users (admins: the practice; supervisors: themselves and their supervisees), narrowed
 * to active clinicians by name: those who hold a caseload, an admin who sees clients included
 * (isClinician). The endpoint has no clinician filter of its own.
 */
export async function listClinicians(signal?: AbortSignal): Promise<PracticeUser[]> {
  const { users } = await api.get<{ users: PracticeUser[] }>('/users', { signal });
  return users.filter((u) => u.active && isClinician(u)).sort((a, b) => a.name.localeCompare(b.name));
}

export function useClinicians({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: clientKeys.clinicians(), queryFn: ({ signal }) => listClinicians(signal), enabled, staleTime: 5 * 60_000 });
}
