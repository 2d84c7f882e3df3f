import { describe, expect, it } from 'vitest';
import { canSend, composerHeight, composerKeyAction } from './composer';

describe('composer height (44–160 px)', () => {
  it('clamps to the limits', () => {
    expect(composerHeight(0)).toBe(44);
    expect(composerHeight(20)).toBe(44);
    expect(composerHeight(80.2)).toBe(81);
    expect(composerHeight(160)).toBe(160);
    expect(composerHeight(900)).toBe(160);
    expect(composerHeight(Number.NaN)).toBe(44);
  });
});

describe('composer keys and sending', () => {
  it('Enter sends, Shift+Enter is a newline, other keys and IME composition do nothing', () => {
    expect(composerKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(composerKeyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(composerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('none');
    expect(composerKeyAction({ key: 'a', shiftKey: false })).toBe('none');
  });

  it('never sends empty or whitespace-only text, nor while a reply is on its way', () => {
    expect(canSend('', false)).toBe(false);
    expect(canSend(' \n\t ', false)).toBe(false);
    expect(canSend('hello', false)).toBe(true);
    expect(canSend('hello', true)).toBe(false);
  });
});
