import { maxLeftOut, type NoteProvenance, type ProvenanceKind } from '@tend/contracts/notes.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { messages } from '@tend/db/schema/conversations';
import { narrativeOf } from '../../ai/builtin/intents';
import { sentencesOf } from '../../ai/clinical/nlp';
import { contentWords, leftOutOf, saidWords, unsaid } from '../../ai/clinical/provenance';
import { noteSentences } from '../../ai/text';
import type { NoteRow } from './note-view';

/** Sentences compared as the same when only their spacing differs. */
const sameText = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Where each sentence of the note comes from, and what the clinician said that it leaves out.
 * A sentence that was not in the note as drafted is the clinician's edit, whatever its words; for a
 * note written from a conversation, a sentence whose every content word one of their messages holds
 * is their own words (the note's voice may change "I asked" to "Clinician asked"), and the rest is
 * the assistant's wording. A note written by hand is all the clinician's.
 */
export async function noteProvenance(db: Db, { note }: NoteRow): Promise<NoteProvenance> {
  const drafted = note.draftedContent === null ? null : new Set(noteSentences(note.draftedContent).map(sameText));
  const said = note.conversationId
    ? (
        await db
          .select({ content: messages.content })
          .from(messages)
          .where(and(eq(messages.conversationId, note.conversationId), eq(messages.role, 'user')))
          .orderBy(asc(messages.createdAt))
      ).map((m) => m.content)
    : null;
  const messageWords = said?.map((m) => saidWords([m])) ?? [];
  const kindOf = (sentence: string): ProvenanceKind => {
    if (drafted && !drafted.has(sameText(sentence))) return 'edited';
    if (!said) return 'said';
    const traced = contentWords(sentence).length > 0 && messageWords.some((words) => unsaid(sentence, words).length === 0);
    return traced ? 'said' : 'assistant';
  };
  // Only the account counts as said: "yes, soap note" and requests to the assistant are not the session.
  const leftOut = said ? leftOutOf(narrativeOf(narrativeOf(said).flatMap(sentencesOf)), note.noteContent) : [];
  return {
    sentences: noteSentences(note.noteContent).map((text) => ({ text, kind: kindOf(text) })),
    left_out: leftOut.slice(0, maxLeftOut),
    left_out_total: leftOut.length,
  };
}
