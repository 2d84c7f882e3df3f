import { describe, expect, it } from 'vitest';
import { appendDictated, dictationErrorText } from './use-dictation';

describe('dictation', () => {
  it('adds each phrase as a sentence after what is already written', () => {
    expect(appendDictated('', 'client reported better sleep')).toBe('Client reported better sleep.');
    expect(appendDictated('Subjective: Client reported better sleep.', 'she is back at work')).toBe(
      'Subjective: Client reported better sleep. She is back at work.',
    );
    expect(appendDictated('Plan:\n', 'continue weekly CBT?')).toBe('Plan:\nContinue weekly CBT?');
    expect(appendDictated('Unchanged', '')).toBe('Unchanged');
  });

  it('explains the browser’s errors in words', () => {
    expect(dictationErrorText('not-allowed')).toBe('Dictation needs permission to use the microphone.');
    expect(dictationErrorText('aborted')).toBe('Dictation stopped because of an error.');
  });
});
