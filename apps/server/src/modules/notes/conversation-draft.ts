import type { DocumentType } from '@tend/contracts/notes.contract';
import type { Db } from '@tend/db/client';
import type { clients } from '@tend/db/schema/clients';
import type { users } from '@tend/db/schema/users';
import { actorFromUser, type Actor } from '../../auth/actor';
import { recordAudit } from '../../audit/audit';
import { conversationDraftsRepo, type DraftNote } from './conversation-drafts.repo';
import { noteVersionsRepo } from './note-versions.repo';

interface DraftInput {
  client: typeof clients.$inferSelect;
  author: typeof users.$inferSelect;
  conversationId: string;
  documentType: DocumentType;
  content: string;
  now: Date;
  /**
   * `generation`: the assistant wrote the note again (a request in note mode): it becomes the
   * draft's text and its next version. `keep`: an existing draft stays as it is (finalize-session
   * only writes a draft nobody asked for yet).
   */
  mode: 'generation' | 'keep';
  /** The assistant turn this generation answers: the job, run again after a crash, adds no second version. */
  messageId?: string | null;
}

export interface DraftSaved {
  noteId: string;
  /** A new draft (the bell rings for it once); false when an existing draft was found or updated. */
  created: boolean;
}

type Target = { kind: 'update'; note: DraftNote } | { kind: 'create'; encounterId: string | null };

/**
 * Which draft a request for a note of this kind writes: one draft per visit and kind.
 *
 * The visit is the one this conversation's notes of the kind were attached to, else the client's
 * latest session with the clinician in the past week; a conversation with no such visit keeps its
 * own draft. A visit's unsigned draft of the kind is the draft, whichever conversation (or the
 * clinician, by hand) began it. A signed note is never touched: the spec makes signing final ("Note
 * status: draft, then approved via Approve and Sign", spec 4) and allows one note of a kind per
 * appointment (the duplicate rule, spec 5), and it says nothing of what a request after signing
 * does; so it starts a new draft, attached to no visit (the appointment's one note is the signed
 * one), and later requests for that visit update that draft. It is the only way a visit gets a
 * second note of a kind.
 */
async function draftTarget(repo: ReturnType<typeof conversationDraftsRepo>, d: DraftInput): Promise<Target> {
  const own = await repo.conversationDraft(d.conversationId, d.client.id, d.documentType);
  if (own) return { kind: 'update', note: own };
  const visit = (await repo.conversationVisit(d.conversationId, d.client.id, d.documentType)) ?? (await repo.currentVisit(d.client.id, d.now));
  if (!visit) return { kind: 'create', encounterId: null };
  const onVisit = await repo.onVisit(visit, d.documentType);
  if (!onVisit) return { kind: 'create', encounterId: visit };
  if (onVisit.status === 'draft' && onVisit.authorId === d.author.id) return { kind: 'update', note: onVisit };
  // Signed (or another clinician's): the visit's follow-up draft, begun since, if there is one.
  const followUp = await repo.unattachedDraftSince(d.client.id, d.documentType, onVisit.signedAt ?? onVisit.createdAt);
  return followUp ? { kind: 'update', note: followUp } : { kind: 'create', encounterId: null };
}

/**
 * A new generation of a draft, keeping everything that was in it. The spec has the newest
 * generation put into the note ("On complete the app inserts the SOAP content into the note",
 * spec 4) and the draft stay editable until Approve and Sign (spec 4), so: every generation is a
 * version, and becomes the draft's text. When the clinician has edited the draft since the last
 * version (its text is not that version's), their text is first kept as a version of its own
 * (source clinician), so the new generation replaces nothing that cannot be read again from the
 * note page's history; they carry edits over from it by hand. Answers false when this turn's
 * generation was saved already (the job run again).
 */
async function regenerate(tx: Db, actor: Actor, note: DraftNote, d: DraftInput): Promise<boolean> {
  const versions = noteVersionsRepo(tx, actor);
  if (d.messageId && (await versions.hasMessage(note.id, d.messageId))) return false;
  const latest = await versions.latest(note.id);
  if (!latest || latest.content !== note.noteContent) {
    // A note from before versions were kept, or edited since: its text is the clinician's, unless it is exactly what the assistant wrote.
    const assistants = !latest && note.conversationId !== null && note.draftedContent === note.noteContent;
    await versions.add(note.id, {
      content: note.noteContent,
      source: assistants ? 'assistant' : 'clinician',
      createdAt: note.updatedAt,
      createdBy: note.authorId,
    });
  }
  if (!(await conversationDraftsRepo(tx, actor).regenerate(note.id, d.content, d.conversationId, d.now))) throw new Error('the draft to regenerate is gone');
  await versions.add(note.id, { content: d.content, source: 'assistant', createdAt: d.now, createdBy: d.author.id, messageId: d.messageId });
  return true;
}

/**
 * Saves what the assistant drafted as the one draft of its kind for the visit (see draftTarget),
 * with its version history, audited. Call inside a transaction: concurrent callers for one client
 * and kind are serialised, so there is never a second draft.
 */
export async function saveConversationDraft(tx: Db, d: DraftInput): Promise<DraftSaved> {
  const actor = actorFromUser(d.author, null);
  const repo = conversationDraftsRepo(tx, actor);
  await repo.lock(d.client.id, d.documentType);
  const audit = (action: string, noteId: string) =>
    recordAudit(
      tx,
      { actor: { userId: d.author.id, role: d.author.role, practiceId: d.author.practiceId }, ip: null, now: d.now },
      { action, recordType: 'note', recordId: noteId, clientId: d.client.id, outcome: 'success' },
    );

  const target = await draftTarget(repo, d);
  if (target.kind === 'update') {
    if (d.mode === 'keep') return { noteId: target.note.id, created: false };
    if (await regenerate(tx, actor, target.note, d)) await audit('regenerate', target.note.id);
    return { noteId: target.note.id, created: false };
  }
  const noteId = await repo.create(
    {
      practiceId: d.client.practiceId,
      clientId: d.client.id,
      encounterId: target.encounterId,
      conversationId: d.conversationId,
      documentType: d.documentType,
      noteContent: d.content,
    },
    d.now,
  );
  await noteVersionsRepo(tx, actor).add(noteId, { content: d.content, source: 'assistant', createdAt: d.now, createdBy: d.author.id, messageId: d.messageId });
  await audit('create', noteId);
  return { noteId, created: true };
}
