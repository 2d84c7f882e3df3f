/** Spec 2.7 and 9: the composer grows with its text from 44 px up to 160 px, then scrolls. */
export const composerMinPx = 44;
export const composerMaxPx = 160;

export function composerHeight(contentHeight: number): number {
  if (!Number.isFinite(contentHeight)) return composerMinPx;
  return Math.min(composerMaxPx, Math.max(composerMinPx, Math.ceil(contentHeight)));
}

/** Spec 5: an empty or whitespace-only message is never sent. */
export function canSend(text: string, busy: boolean): boolean {
  return !busy && text.trim().length > 0;
}

export type ComposerKeyAction = 'send' | 'newline' | 'none';

/** Enter sends; Shift+Enter adds a newline; Enter while an IME composes a word is the IME's. */
export function composerKeyAction(key: { key: string; shiftKey: boolean; isComposing?: boolean }): ComposerKeyAction {
  if (key.key !== 'Enter' || key.isComposing) return 'none';
  return key.shiftKey ? 'newline' : 'send';
}
