import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { badRequest, conflict } from '../../http/errors';
import { staffWritesRepo } from './staff-users.repo';

/**
 * A supervisor link must name an active supervisor or admin of the caller's practice. The link
 * decides which records the supervisor reads (auth/access.ts), so a wrong one is refused, not kept.
 */
export async function checkedSupervisor(db: Db, actor: Actor, supervisorId: string) {
  const supervisor = await staffWritesRepo(db, actor).supervisorCandidate(supervisorId);
  if (!supervisor || !supervisor.active) throw badRequest('supervisor_id must be an active supervisor or admin of this practice.', { field: 'supervisor_id' });
  return supervisor;
}

/** Linking `userId` under `supervisorId` must not make anyone their own supervisor, directly or through others. */
export async function refuseSupervisionCycle(db: Db, actor: Actor, userId: string, supervisorId: string): Promise<void> {
  if (supervisorId === userId) throw badRequest('A user cannot supervise themself.', { field: 'supervisor_id' });
  const chain = await staffWritesRepo(db, actor).chainAbove(supervisorId);
  if (chain.includes(userId)) throw conflict('This link would make a supervision loop: the chosen supervisor is supervised, directly or not, by this user.');
}
