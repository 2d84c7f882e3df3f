import type { StaffUser } from '@tend/contracts/staff-users.contract';

export const roleLabels: Record<string, string> = {
  therapist: 'Therapist',
  supervisor: 'Supervisor',
  admin: 'Admin',
  dev: 'Developer',
  demo: 'Demo',
};

export const roleLabel = (role: string) => roleLabels[role] ?? role;

/** Who may be chosen as a supervisor: active supervisors and admins. */
export const supervisorOptions = (users: StaffUser[], except?: string) =>
  users.filter((u) => u.active && (u.role === 'supervisor' || u.role === 'admin') && u.uuid !== except);
