import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './file-name';

describe('fileNameFrom', () => {
  it('reads a quoted filename', () => {
    expect(fileNameFrom('attachment; filename="SOAP_note_Sam_Lee_2026-11-22.pdf"', 'note.pdf')).toBe('SOAP_note_Sam_Lee_2026-11-22.pdf');
  });
  it('prefers filename* and decodes it', () => {
    expect(fileNameFrom(`attachment; filename="a.pdf"; filename*=UTF-8''Jos%C3%A9.pdf`, 'note.pdf')).toBe('José.pdf');
  });
  it('reads an unquoted filename', () => {
    expect(fileNameFrom('attachment; filename=note.txt', 'x')).toBe('note.txt');
  });
  it('falls back without a header', () => {
    expect(fileNameFrom(null, 'note.docx')).toBe('note.docx');
  });
});
