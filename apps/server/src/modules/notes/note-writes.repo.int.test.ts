import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonaKey } from '@tend/db/seed/personas';
import { actorFromUser } from '../../auth/actor';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findUserWithPractice } from '../users/users.repo';
import { noteWritesRepo } from './note-writes.repo';
import { notesRepo } from './notes.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const actorOf = async (persona: PersonaKey) => actorFromUser((await findUserWithPractice(t.app.services.db, t.seeded.userIds[persona]))!.user, null);

describe('note writes carry the reading scope (a forgotten check fails closed)', () => {
  it('another clinician cannot change a draft they cannot see, and nobody changes a signed note', async () => {
    const { db } = t.app.services;
    const [alice, ben] = await Promise.all([actorOf('alice'), actorOf('ben')]);
    const note = t.seeded.noteIds.jordan!; // Alice's draft for her client Jordan.
    const now = t.clock.now;

    expect(await noteWritesRepo(db, ben).updateDraft(note, { noteContent: 'Overwritten by Ben.' }, now)).toBe(false);
    expect(await noteWritesRepo(db, alice).updateDraft(note, { status: 'approved', signedAt: now, signedBy: alice.userId }, now)).toBe(true);
    expect(await noteWritesRepo(db, alice).updateDraft(note, { noteContent: 'Edited after signing.' }, now)).toBe(false);

    const stored = (await notesRepo(db, alice).get(note))!.note;
    expect(stored).toMatchObject({ status: 'approved', signedBy: alice.userId });
    expect(stored.noteContent).toContain('Jordan described a steadier week.');
  });
});
