import { describe, expect, it } from 'vitest';
import { newFolderValue, saveToVaultFormSchema, type SaveToVaultFields } from './save-to-vault-form';

const form = (patch: Partial<SaveToVaultFields> = {}): SaveToVaultFields => ({
  title: '',
  folder: 'General',
  newFolder: '',
  tagText: '',
  deidentify: false,
  pseudonyms: [{ original: '', replacement: '' }],
  ...patch,
});

describe('the save-to-vault form', () => {
  it("asks a new folder for a name, with the contract's message", () => {
    const checked = saveToVaultFormSchema.safeParse(form({ folder: newFolderValue, newFolder: '   ' }));
    expect(checked.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['newFolder'], 'Please enter a folder name']]);
  });

  it('ignores a new folder name left behind when a listed folder is chosen', () => {
    expect(saveToVaultFormSchema.parse(form({ folder: 'General', newFolder: '' })).folder).toBe('General');
  });

  it('reads the fields as the request has them', () => {
    const values = saveToVaultFormSchema.parse(
      form({
        title: '  ',
        folder: newFolderValue,
        newFolder: ' Supervision ',
        tagText: ' cbt, ,CBT, grief',
        deidentify: true,
        pseudonyms: [
          { original: ' Sam ', replacement: 'Alex' },
          { original: 'Jo', replacement: ' ' },
        ],
      }),
    );
    expect(values).toEqual({
      title: null,
      folder: 'Supervision',
      tags: ['cbt', 'grief'],
      deidentify: { pseudonyms: [{ original: 'Sam', replacement: 'Alex' }] },
    });
    expect(saveToVaultFormSchema.parse(form({ title: ' Idea ' }))).toEqual({ title: 'Idea', folder: 'General', tags: null });
  });
});
