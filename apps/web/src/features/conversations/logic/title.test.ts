import { describe, expect, it } from 'vitest';
import { displayTitle, titleToSave } from './title';

describe('conversation title edits (spec 4, 5)', () => {
  it('save the trimmed text', () => {
    expect(titleToSave('  Sam — intake  ', 'New conversation')).toBe('Sam — intake');
  });

  it('ignore empty text and an unchanged title', () => {
    expect(titleToSave('', 'Old')).toBeNull();
    expect(titleToSave('   \n ', 'Old')).toBeNull();
    expect(titleToSave(' Old ', 'Old')).toBeNull();
  });

  it('show a name for an untitled conversation', () => {
    expect(displayTitle('')).toBe('New conversation');
    expect(displayTitle(null)).toBe('New conversation');
    expect(displayTitle('Weekly review')).toBe('Weekly review');
  });
});
