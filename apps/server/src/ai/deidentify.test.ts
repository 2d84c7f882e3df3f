import { describe, expect, it } from 'vitest';
import { deidentify } from './deidentify';

const options = {
  pseudonyms: [{ original: 'Maya Thompson', replacement: 'Client A' }],
  clientNames: [
    ['Maya Thompson', 'Maya', 'Thompson'],
    ['Daniel Kim', 'Daniel', 'Kim'],
  ],
};

describe('de-identification', () => {
  it('uses a chosen pseudonym for each of that client’s names, and masks unmapped client names', () => {
    expect(deidentify('Maya Thompson said Daniel reminded her of her brother. Maya laughed.', options)).toBe(
      'Client A said [name] reminded her of her brother. Client A laughed.',
    );
  });

  it('masks dates, e-mails and phone numbers', () => {
    expect(deidentify('Seen on 2026-11-20 and 11/22/2026, again on 3rd March 2026 and Nov 5.', options)).toBe(
      'Seen on [date] and [date], again on [date] and [date].',
    );
    expect(deidentify('Reach her at maya.t@example.com or (555) 123-4567.', options)).toBe('Reach her at [email] or [phone].');
  });

  it('leaves ordinary numbers and words alone', () => {
    expect(deidentify('PHQ-9 score was 14 after 3 sessions; may improve.', options)).toBe('PHQ-9 score was 14 after 3 sessions; may improve.');
  });
});
