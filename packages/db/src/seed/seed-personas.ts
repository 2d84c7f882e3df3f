import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { clients } from '../schema/clients';
import { encounters } from '../schema/encounters';
import { noteVersions, notes } from '../schema/notes';
import { createPractice } from '../new-practice';
import { users } from '../schema/users';
import { personas, practices, seedClients, type PersonaKey } from './personas';

export interface SeededPractice {
  practiceIds: Record<keyof typeof practices, string>;
  userIds: Record<PersonaKey, string>;
  clientIds: Record<string, string>;
  noteIds: Record<string, string>;
}

/**
 * Inserts the persona practices. `suffix` makes e-mails unique so many test files can seed
 * into one shared database; the seed CLI passes none.
 */
export async function seedPersonas(db: Db, options: { passwordHash: string; suffix?: string; now?: Date }): Promise<SeededPractice> {
  const now = options.now ?? new Date();
  const suffix = options.suffix ?? '';
  return db.transaction(async (tx) => {
    const practiceIds = {} as SeededPractice['practiceIds'];
    for (const p of Object.values(practices)) {
      const row = await createPractice(tx, { name: p.name, timeZone: p.time_zone });
      practiceIds[p.key] = row.id;
    }
    const userIds = {} as SeededPractice['userIds'];
    for (const p of Object.values(personas)) {
      const email = suffix ? p.email.replace('@', `+${suffix}@`) : p.email;
      const [row] = await tx
        .insert(users)
        .values({
          practiceId: practiceIds[p.practice],
          email,
          name: p.name,
          preferredName: p.preferred_name,
          role: p.role,
          isProvider: p.is_provider ?? false,
          passwordHash: options.passwordHash,
          preferences: { profile_completed: true },
          // The seed's accounts are the operator's, as the users CLI's: their e-mails count as confirmed.
          emailVerifiedAt: now,
        })
        .returning();
      userIds[p.key] = row!.id;
    }
    for (const p of Object.values(personas)) {
      if (p.supervisor) await tx.update(users).set({ supervisorId: userIds[p.supervisor] }).where(eq(users.id, userIds[p.key]));
    }
    const clientIds: Record<string, string> = {};
    const noteIds: Record<string, string> = {};
    for (const c of seedClients) {
      const provider = personas[c.provider];
      const practiceId = practiceIds[provider.practice];
      const [client] = await tx
        .insert(clients)
        .values({
          practiceId,
          providerId: userIds[c.provider],
          userId: c.portal_user ? userIds[c.portal_user] : null,
          firstName: c.first_name,
          lastName: c.last_name,
          dateOfBirth: c.date_of_birth,
        })
        .returning();
      clientIds[c.key] = client!.id;
      const start = new Date(now.getTime() - 2 * 24 * 60 * 60_000);
      const [encounter] = await tx
        .insert(encounters)
        .values({
          practiceId,
          clientId: client!.id,
          providerId: userIds[c.provider],
          scheduledStart: start,
          scheduledEnd: new Date(start.getTime() + 50 * 60_000),
          status: 'completed',
          serviceCode: '90834',
        })
        .returning();
      const [note] = await tx
        .insert(notes)
        .values({
          practiceId,
          clientId: client!.id,
          encounterId: encounter!.id,
          authorId: userIds[c.provider],
          documentType: 'soap_note',
          noteContent: `## Subjective\n${c.first_name} described a steadier week.\n## Plan\nContinue weekly sessions.`,
          status: 'draft',
        })
        .returning();
      // Its first version, as a note written by hand gets (the note page lists a note's versions).
      await tx.insert(noteVersions).values({
        noteId: note!.id,
        practiceId,
        number: 1,
        content: note!.noteContent,
        source: 'clinician',
        createdAt: note!.createdAt,
        createdBy: note!.authorId,
      });
      noteIds[c.key] = note!.id;
    }
    return { practiceIds, userIds, clientIds, noteIds };
  });
}
