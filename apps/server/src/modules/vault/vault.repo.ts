import { defaultVaultFolders, type VaultEntry } from '@tend/contracts/vault.contract';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { escapeLike } from '@tend/db/like';
import { vaultEntries, vaultFolders } from '@tend/db/schema/vault';
import type { Actor } from '../../auth/actor';

type EntryRow = typeof vaultEntries.$inferSelect;
type NewEntry = Pick<typeof vaultEntries.$inferInsert, 'folderId' | 'title' | 'text' | 'tags' | 'surroundingTurns' | 'deidentified'>;
type EntryChanges = Partial<Pick<typeof vaultEntries.$inferInsert, 'folderId' | 'title' | 'tags'>>;

export const toVaultEntryView = (e: EntryRow, folderName: string): VaultEntry => ({
  id: e.id,
  folder_id: e.folderId,
  folder: folderName,
  title: e.title,
  text: e.text,
  tags: e.tags,
  surrounding_turns: e.surroundingTurns,
  deidentified: e.deidentified,
  created_at: e.createdAt.toISOString(),
});

/** One user's vault; every query is filtered to them. */
export function vaultRepo(db: Db, actor: Pick<Actor, 'userId'>) {
  const { userId } = actor;
  const mine = eq(vaultFolders.userId, userId);
  const myEntry = (id: string) => and(eq(vaultEntries.userId, userId), eq(vaultEntries.id, id));
  return {
    /** The spec's default folders exist for everyone, created on first use. */
    async ensureDefaults() {
      await db
        .insert(vaultFolders)
        .values(defaultVaultFolders.map((name) => ({ userId, name, isDefault: true })))
        .onConflictDoNothing();
    },

    /** The defaults in the spec's order, then the user's own in the order they made them. */
    async folders() {
      await this.ensureDefaults();
      const rows = await db
        .select({ id: vaultFolders.id, name: vaultFolders.name, isDefault: vaultFolders.isDefault, count: count(vaultEntries.id) })
        .from(vaultFolders)
        .leftJoin(vaultEntries, eq(vaultEntries.folderId, vaultFolders.id))
        .where(mine)
        .groupBy(vaultFolders.id)
        .orderBy(asc(vaultFolders.createdAt), asc(vaultFolders.name));
      const rank = (f: { name: string; isDefault: boolean }) =>
        f.isDefault ? defaultVaultFolders.indexOf(f.name as (typeof defaultVaultFolders)[number]) : defaultVaultFolders.length;
      return rows.sort((a, b) => rank(a) - rank(b));
    },

    async folderById(id: string) {
      const [row] = await db
        .select()
        .from(vaultFolders)
        .where(and(mine, eq(vaultFolders.id, id)));
      return row ?? null;
    },

    /** The folder of that name (any case), created when new. */
    async folderNamed(name: string): Promise<{ folder: typeof vaultFolders.$inferSelect; created: boolean }> {
      await this.ensureDefaults();
      const [inserted] = await db.insert(vaultFolders).values({ userId, name }).onConflictDoNothing().returning();
      if (inserted) return { folder: inserted, created: true };
      const [existing] = await db
        .select()
        .from(vaultFolders)
        .where(and(mine, sql`lower(${vaultFolders.name}) = lower(${name})`));
      return { folder: existing!, created: false };
    },

    async entries(folderId: string, filter: { search?: string; tag?: string }) {
      const pattern = filter.search ? `%${escapeLike(filter.search)}%` : null;
      return db
        .select()
        .from(vaultEntries)
        .where(
          and(
            eq(vaultEntries.userId, userId),
            eq(vaultEntries.folderId, folderId),
            pattern ? or(ilike(vaultEntries.text, pattern), ilike(vaultEntries.title, pattern)) : undefined,
            filter.tag ? sql`${vaultEntries.tags} @> ${JSON.stringify([filter.tag])}::jsonb` : undefined,
          ),
        )
        .orderBy(desc(vaultEntries.createdAt));
    },

    async entry(id: string) {
      const [row] = await db
        .select({ entry: vaultEntries, folder: vaultFolders.name })
        .from(vaultEntries)
        .innerJoin(vaultFolders, eq(vaultFolders.id, vaultEntries.folderId))
        .where(myEntry(id));
      return row ?? null;
    },

    /** Files an entry in one of the caller's folders (the caller checks the folder is theirs). */
    async addEntry(values: NewEntry, now: Date) {
      const [row] = await db
        .insert(vaultEntries)
        .values({ ...values, userId, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async updateEntry(id: string, changes: EntryChanges, now: Date) {
      const [row] = await db
        .update(vaultEntries)
        .set({ ...changes, updatedAt: now })
        .where(myEntry(id))
        .returning();
      return row ?? null;
    },

    /** False when the caller has no such entry. */
    async deleteEntry(id: string): Promise<boolean> {
      const [row] = await db.delete(vaultEntries).where(myEntry(id)).returning({ id: vaultEntries.id });
      return !!row;
    },
  };
}
