import { z } from 'zod';
import { folderNameSchema, type VaultSaveRequest } from '@tend/contracts/vault.contract';
import { completePseudonyms, parseTags } from '../vault-logic';

/** The folder menu's entry for a folder made on saving. */
export const newFolderValue = '__new__';

/**
 * What the dialog edits, read into the contract's fields: the chosen or new folder (named as
 * the contract asks), tags from one comma-separated text, and the complete pseudonym rows.
 */
export const saveToVaultFormSchema = z
  .object({
    title: z.string(),
    folder: z.string(),
    newFolder: z.string(),
    tagText: z.string(),
    deidentify: z.boolean(),
    pseudonyms: z.array(z.object({ original: z.string(), replacement: z.string() })),
  })
  .superRefine((form, ctx) => {
    if (form.folder !== newFolderValue) return;
    const named = folderNameSchema.safeParse(form.newFolder);
    if (!named.success) ctx.addIssue({ code: 'custom', path: ['newFolder'], message: named.error.issues[0]?.message ?? 'Please enter a folder name' });
  })
  .transform((form): Pick<VaultSaveRequest, 'title' | 'tags' | 'folder' | 'deidentify'> => {
    const tags = parseTags(form.tagText);
    return {
      title: form.title.trim() || null,
      tags: tags.length ? tags : null,
      folder: form.folder === newFolderValue ? form.newFolder.trim() : form.folder,
      ...(form.deidentify ? { deidentify: { pseudonyms: completePseudonyms(form.pseudonyms) } } : {}),
    };
  });

export type SaveToVaultFields = z.input<typeof saveToVaultFormSchema>;
export type SaveToVaultValues = z.output<typeof saveToVaultFormSchema>;
