import { riskResponseSchema, type NoteDetail, type RiskResponse } from '@tend/contracts/notes.contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { messages } from '@tend/db/schema/conversations';
import { users } from '@tend/db/schema/users';
import { noteCarriesRisk } from '../../ai/risk-guard';
import { contentWords, saidWords, unsaid } from '../../ai/clinical/provenance';
import { noteSentences } from '../../ai/text';
import type { Actor } from '../../auth/actor';
import { toNoteView, type NoteRow } from './note-view';
import type { notesRepo } from './notes.repo';

/** A response stored before its fields existed reads with their defaults. */
function storedRiskResponse(stored: unknown): RiskResponse | null {
  if (!stored) return null;
  const parsed = riskResponseSchema.safeParse(stored);
  const old = stored as Partial<RiskResponse> & Pick<RiskResponse, 'action'>;
  return parsed.success ? parsed.data : { ...old, additional_actions: old.additional_actions ?? [], reason: old.reason ?? '' };
}

/**
 * Which sentences of the note are the clinician's own words: for a note written from a
 * conversation, those whose every content word one of their messages holds (the note's voice
 * may change "I asked" to "Clinician asked"); a note written by hand is all theirs.
 */
export async function clinicianSentences(db: Db, row: NoteRow): Promise<string[]> {
  const sentences = noteSentences(row.note.noteContent);
  if (!row.note.conversationId) return sentences;
  const said = await db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.conversationId, row.note.conversationId), eq(messages.role, 'user')));
  const messageWords = said.map((m) => saidWords([m.content]));
  return sentences.filter((s) => contentWords(s).length > 0 && messageWords.some((words) => unsaid(s, words).length === 0));
}

export async function toNoteDetail(db: Db, actor: Actor, row: NoteRow, repo: ReturnType<typeof notesRepo>): Promise<NoteDetail> {
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.note.authorId));
  const addenda = await repo.addenda(row.note.id);
  return {
    ...toNoteView(row),
    author_id: row.note.authorId,
    author_name: author?.name ?? '',
    addenda: addenda.map((a) => ({ id: a.id, author_name: a.authorName, text: a.text, created_at: a.createdAt.toISOString() })),
    risk_positive: noteCarriesRisk(row.note.noteContent),
    risk_response: storedRiskResponse(row.note.riskResponse),
    clinician_sentences: await clinicianSentences(db, row),
    can_approve: row.note.status === 'draft' && row.note.authorId === actor.userId && actor.permissions.includes('notes:approve'),
  };
}
