import { describe, expect, it } from 'vitest';
import { cleanTags, completePseudonyms, parseTags, searchFolders } from './vault-logic';

describe('vault logic', () => {
  it('keeps tags trimmed, non-empty and unique', () => {
    expect(cleanTags([' cbt ', '', 'CBT', 'grief', '  '])).toEqual(['cbt', 'grief']);
    expect(parseTags('a, b,,a , c')).toEqual(['a', 'b', 'c']);
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
    expect(
      completePseudonyms([
        { original: ' Sam ', replacement: 'Alex' },
        { original: 'x', replacement: '' },
      ]),
    ).toEqual([{ original: 'Sam', replacement: 'Alex' }]);
  });
});
