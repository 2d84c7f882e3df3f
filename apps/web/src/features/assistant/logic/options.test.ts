import { describe, expect, it } from 'vitest';
import { actionChip, usableOptions } from './options';

describe('options (spec 3 and 5)', () => {
  it('drops options without a usable label', () => {
    expect(usableOptions([{ label: '  ' }, {}, { label: 42 }, { text: '' }, { label: 'Keep me' }])).toEqual([{ label: 'Keep me', message: 'Keep me' }]);
  });

  it('takes the label, else the text, else the value, and sends the value when there is one', () => {
    expect(usableOptions([{ label: 'Write SOAP note', value: 'yes, soap note' }])).toEqual([{ label: 'Write SOAP note', message: 'yes, soap note' }]);
    expect(usableOptions([{ text: 'From text' }])).toEqual([{ label: 'From text', message: 'From text' }]);
    expect(usableOptions([{ value: 'only value' }])).toEqual([{ label: 'only value', message: 'only value' }]);
    expect(usableOptions([{ label: ' Trimmed ', value: '  ' }])).toEqual([{ label: 'Trimmed', message: 'Trimmed' }]);
  });

  it('copes with nothing', () => {
    expect(usableOptions(null)).toEqual([]);
    expect(usableOptions(undefined)).toEqual([]);
  });
});

describe('suggested-action chips (spec 9)', () => {
  it('are labelled from the label map and send "yes, {action with spaces}"', () => {
    expect(actionChip('soap_note')).toEqual({ action: 'soap_note', label: 'Write SOAP note', message: 'yes, soap note' });
    expect(actionChip('therapist_weekly_reflection')?.message).toBe('yes, therapist weekly reflection');
    expect(actionChip('pending_notes')?.label).toBe('Pending notes');
  });

  it('show nothing for no action or an unknown one', () => {
    expect(actionChip(null)).toBeNull();
    expect(actionChip('launch_rockets')).toBeNull();
  });
});
