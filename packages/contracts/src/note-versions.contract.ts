import { z } from 'zod';

/**
 * Who wrote a version of a note: a generation by the assistant, or the clinician's own text (a
 * note written by hand, or edits kept when the assistant wrote the draft again).
 */
export const noteVersionSources = ['assistant', 'clinician'] as const;
export type NoteVersionSource = (typeof noteVersionSources)[number];

/** One entry of a note's history, without its text. */
export const noteVersionSummarySchema = z.object({
  number: z.number().int().min(1),
  source: z.enum(noteVersionSources),
  created_at: z.iso.datetime(),
  /** Who asked for the generation, or whose text it is; null when the account no longer exists. */
  author_name: z.string().nullable(),
});
export type NoteVersionSummary = z.infer<typeof noteVersionSummarySchema>;

/** GET /api/notes/{id}/versions: oldest first, so the last is the newest. */
export const noteVersionsResponseSchema = z.object({ versions: z.array(noteVersionSummarySchema) });
export type NoteVersionsResponse = z.infer<typeof noteVersionsResponseSchema>;

export const noteVersionParamsSchema = z.object({
  id: z.uuid('Note id must be a UUID'),
  number: z.coerce.number({ error: 'Version must be a number' }).int('Version must be a whole number').min(1, 'Version must be at least 1').max(1_000_000),
});

/** GET /api/notes/{id}/versions/{number}: one version with its text, read-only. */
export const noteVersionSchema = noteVersionSummarySchema.extend({ content: z.string() });
export type NoteVersion = z.infer<typeof noteVersionSchema>;
