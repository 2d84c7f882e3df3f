import type { AuthResponse } from '@tend/contracts/auth.contract';
import { api } from '@/lib/api';

/** Spec 8: an unauthenticated session start tries one demo sign-in as the therapist character. */
export function demoLoginAsTherapist(): Promise<AuthResponse> {
  return api.post<AuthResponse>(
    '/auth/demo-login',
    { character_type: 'therapist', time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    { refreshOn401: false },
  );
}
