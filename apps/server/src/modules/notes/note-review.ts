import { riskResponseSchema, type NoteDetail, type RiskResponse } from '@tend/contracts/notes.contract';
import { eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { users } from '@tend/db/schema/users';
import { noteCarriesRisk } from '../../ai/risk-guard';
import type { Actor } from '../../auth/actor';
import { noteProvenance } from './note-provenance';
import { toNoteView, type NoteRow } from './note-view';
import type { notesRepo } from './notes.repo';

/** A response stored before its fields existed reads with their defaults. */
function storedRiskResponse(stored: unknown): RiskResponse | null {
  if (!stored) return null;
  const parsed = riskResponseSchema.safeParse(stored);
  const old = stored as Partial<RiskResponse> & Pick<RiskResponse, 'action'>;
  return parsed.success ? parsed.data : { ...old, additional_actions: old.additional_actions ?? [], reason: old.reason ?? '' };
}

export async function toNoteDetail(db: Db, actor: Actor, row: NoteRow, repo: ReturnType<typeof notesRepo>): Promise<NoteDetail> {
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.note.authorId));
  const addenda = await repo.addenda(row.note.id);
  const provenance = await noteProvenance(db, row);
  const draft = row.note.status === 'draft' && row.note.authorId === actor.userId;
  return {
    ...toNoteView(row),
    author_id: row.note.authorId,
    author_name: author?.name ?? '',
    addenda: addenda.map((a) => ({ id: a.id, author_name: a.authorName, text: a.text, created_at: a.createdAt.toISOString() })),
    risk_positive: noteCarriesRisk(row.note.noteContent),
    risk_response: storedRiskResponse(row.note.riskResponse),
    // Kept for older clients: the sentences that are the clinician's own words.
    clinician_sentences: provenance.sentences.filter((s) => s.kind === 'said').map((s) => s.text),
    provenance,
    can_approve: draft && actor.permissions.includes('notes:approve'),
    can_edit: draft && actor.permissions.includes('notes:write'),
    updated_at: row.note.updatedAt.toISOString(),
  };
}
