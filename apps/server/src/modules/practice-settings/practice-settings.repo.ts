import { eq } from 'drizzle-orm';
import { schedulingSettingsOf, type SchedulingSettings, type UpdateSchedulingSettingsRequest } from '@tend/contracts/scheduling-settings.contract';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';
import type { Actor } from '../../auth/actor';

/** The caller's own practice's settings; no other practice is reachable. */
export function practiceSettingsRepo(db: Db, actor: Pick<Actor, 'practiceId'>) {
  const mine = eq(practices.id, actor.practiceId);
  return {
    async scheduling(): Promise<SchedulingSettings> {
      const [row] = await db.select({ settings: practices.settings }).from(practices).where(mine);
      return schedulingSettingsOf(row?.settings);
    },

    /**
     * Applies the fields given over the stored policy. The row is locked while it is read and
     * written (call inside a transaction), so two admins' changes — to this or another part of the
     * settings — do not overwrite each other.
     */
    async updateScheduling(changes: UpdateSchedulingSettingsRequest): Promise<SchedulingSettings> {
      const [row] = await db.select({ settings: practices.settings }).from(practices).where(mine).for('update');
      const current = row?.settings ?? {};
      const next: SchedulingSettings = { ...schedulingSettingsOf(current), ...stripUndefined(changes) };
      next.reminder_lead_hours = [...next.reminder_lead_hours].sort((a, b) => b - a);
      await db
        .update(practices)
        .set({ settings: { ...current, scheduling: next } })
        .where(mine);
      return next;
    },
  };
}

const stripUndefined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
