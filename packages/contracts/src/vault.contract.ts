import { z } from 'zod';

/** Spec section 3: the default vault folders every user has. */
export const defaultVaultFolders = [
  'General',
  'Clinical Techniques',
  'Relationship Dynamics',
  'Personal Growth',
  'Research Projects',
  'Professional Development',
  'Administrative',
  'Personal Notes',
  'Meeting Notes',
  'Ideas & Brainstorming',
  'Resources & References',
] as const;

export const folderNameSchema = z.string().trim().min(1, 'Please enter a folder name').max(80, 'Folder name is too long (80 characters at most)');

/** Trimmed, non-empty, unique (case-insensitively), in the order given. */
export const tagsSchema = z
  .array(z.string().max(40))
  .max(20)
  .nullable()
  .transform((tags) => {
    const seen = new Set<string>();
    return (tags ?? []).map((t) => t.trim()).filter((t) => t.length > 0 && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  });

export const turnSchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) });
export const pseudonymSchema = z.object({ original: z.string().trim().min(1).max(100), replacement: z.string().trim().min(1).max(100) });

/** Spec section 3: vault entry payload, plus the optional de-identification. */
export const vaultSaveRequestSchema = z.object({
  text: z.string().trim().min(1, 'Nothing to save').max(20_000),
  user_id: z.uuid('User ID missing. Please log in again.'),
  title: z.string().trim().max(200).nullable().default(null),
  tags: tagsSchema.default([]),
  folder: folderNameSchema,
  surrounding_turns: z.array(turnSchema).max(50).default([]),
  /** Replace names, dates and contact details before anything is stored. */
  deidentify: z.object({ pseudonyms: z.array(pseudonymSchema).max(50).default([]) }).optional(),
});
export type VaultSaveRequest = z.input<typeof vaultSaveRequestSchema>;

export const vaultFolderSchema = z.object({ id: z.uuid(), name: z.string(), count: z.number().int(), is_default: z.boolean() });
export type VaultFolder = z.infer<typeof vaultFolderSchema>;
export const vaultFoldersResponseSchema = z.object({ folders: z.array(vaultFolderSchema) });

export const vaultEntrySchema = z.object({
  id: z.uuid(),
  folder_id: z.uuid(),
  folder: z.string(),
  title: z.string().nullable(),
  text: z.string(),
  tags: z.array(z.string()),
  surrounding_turns: z.array(turnSchema),
  deidentified: z.boolean(),
  created_at: z.iso.datetime(),
});
export type VaultEntry = z.infer<typeof vaultEntrySchema>;
export const vaultEntriesResponseSchema = z.object({ folder: z.object({ id: z.uuid(), name: z.string() }), entries: z.array(vaultEntrySchema) });
export type VaultEntriesResponse = z.infer<typeof vaultEntriesResponseSchema>;
export const vaultSaveResponseSchema = z.object({ entry: vaultEntrySchema, folder_created: z.boolean() });

export const vaultFolderParamsSchema = z.object({ folderId: z.uuid('Folder id must be a UUID') });
export const vaultEntryParamsSchema = z.object({ id: z.uuid('Entry id must be a UUID') });
export const vaultEntriesQuerySchema = z.object({ search: z.string().trim().max(200).optional(), tag: z.string().trim().max(40).optional() });
export const vaultEntryUpdateSchema = z.object({
  title: z.string().trim().max(200).nullable().optional(),
  tags: tagsSchema.optional(),
  folder_id: z.uuid().optional(),
});
