import { randomBytes } from 'node:crypto';
import { permissionsFor, type Permission } from '@tend/contracts/permissions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { inquiryForms } from '@tend/db/schema/leads';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';

export type InquiryFormRow = typeof inquiryForms.$inferSelect;

/** An unguessable key for the form's public URL (the URL is the only thing protecting the form from being found). */
export const newFormKey = () => randomBytes(18).toString('base64url');

/** The caller's practice's form, created (enabled) the first time anyone asks for it. */
export function inquiryFormsRepo(db: Db, actor: Pick<Actor, 'practiceId'>) {
  const mine = eq(inquiryForms.practiceId, actor.practiceId);
  return {
    async getOrCreate(): Promise<InquiryFormRow> {
      await db.insert(inquiryForms).values({ practiceId: actor.practiceId, formKey: newFormKey() }).onConflictDoNothing({ target: inquiryForms.practiceId });
      const [row] = await db.select().from(inquiryForms).where(mine).limit(1);
      return row!;
    },

    async update(values: Partial<Pick<InquiryFormRow, 'enabled' | 'intro' | 'formKey'>>): Promise<InquiryFormRow> {
      const current = await this.getOrCreate();
      if (Object.keys(values).length === 0) return current;
      const [row] = await db.update(inquiryForms).set(values).where(mine).returning();
      return row!;
    },
  };
}

/** The public side: an enabled form by its key, or null (unknown and disabled look the same). */
export async function enabledFormByKey(db: Db, formKey: string): Promise<InquiryFormRow | null> {
  const [row] = await db
    .select()
    .from(inquiryForms)
    .where(and(eq(inquiryForms.formKey, formKey), eq(inquiryForms.enabled, true)))
    .limit(1);
  return row ?? null;
}

/** Who hears about a new inquiry: the practice's active users holding leads:manage (admins and clinicians). */
export async function leadManagers(db: Db, practiceId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id, role: users.role, characterType: users.characterType, isProvider: users.isProvider, permissions: users.permissions })
    .from(users)
    .where(and(eq(users.practiceId, practiceId), eq(users.active, true)));
  const holds = (u: (typeof rows)[number]) =>
    [...permissionsFor({ role: u.role, character_type: u.characterType, is_provider: u.isProvider }), ...(u.permissions as Permission[])].includes(
      'leads:manage',
    );
  return rows.filter(holds).map((u) => u.id);
}
