import { describe, expect, it } from 'vitest';
import { cleanTags, completePseudonyms, folderNameError, parseTags, searchFolders, surroundingTurns } from './vault-logic';

describe('vault logic', () => {
  it('keeps tags trimmed, non-empty and unique', () => {
    expect(cleanTags([' cbt ', '', 'CBT', 'grief', '  '])).toEqual(['cbt', 'grief']);
    expect(parseTags('a, b,,a , c')).toEqual(['a', 'b', 'c']);
  });

  it('requires a new folder name', () => {
    expect(folderNameError('   ')).toBe('Please enter a folder name');
    expect(folderNameError('Supervision')).toBeNull();
  });

  it('searches folders by name', () => {
    const folders = [
      { id: '1', name: 'General', count: 0, is_default: true },
      { id: '2', name: 'Clinical Techniques', count: 2, is_default: true },
    ];
    expect(searchFolders(folders, 'clin').map((f) => f.id)).toEqual(['2']);
    expect(searchFolders(folders, ' ')).toHaveLength(2);
  });

  it('sends only complete pseudonym rows', () => {
    expect(completePseudonyms([{ original: ' Sam ', replacement: 'Alex' }, { original: 'x', replacement: '' }])).toEqual([{ original: 'Sam', replacement: 'Alex' }]);
  });

  it('takes the message with up to 2 before it', () => {
    const turns = ['a', 'b', 'c', 'd'].map((content, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content }));
    expect(surroundingTurns(turns, 3).map((t) => t.content)).toEqual(['b', 'c', 'd']);
    expect(surroundingTurns(turns, 0).map((t) => t.content)).toEqual(['a']);
    expect(surroundingTurns(turns, 9)).toEqual([]);
  });
});
