import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import type { VaultOffer } from '@tend/contracts/assistant.contract';
import { highlightExcerpt, latestOf, offerExcerpt, selectionExcerpt, toggled, type PickableMessage, type VaultExcerpt } from '../logic/vault-excerpt';

/** Marks a message's element so a highlight can be traced back to its message. */
export const messageIdAttribute = 'data-message-id';

interface Highlight {
  messageId: string;
  text: string;
}

/** The highlighted part of each message's own text, leaving out buttons, chips and labels between them. */
function messageTextIn(range: Range, panel: HTMLElement): string {
  const parts: string[] = [];
  for (const element of panel.querySelectorAll('.message-text')) {
    if (!range.intersectsNode(element)) continue;
    const part = document.createRange();
    part.selectNodeContents(element);
    if (element.contains(range.startContainer)) part.setStart(range.startContainer, range.startOffset);
    if (element.contains(range.endContainer)) part.setEnd(range.endContainer, range.endOffset);
    parts.push(part.toString());
  }
  return parts.join('\n\n');
}

/** The text highlighted in this panel's messages, and the latest message it touches; null when there is none. */
function readHighlight(panel: HTMLElement | null, messages: readonly PickableMessage[]): Highlight | null {
  const selection = window.getSelection();
  if (!panel || !selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const text = messageTextIn(selection.getRangeAt(0), panel);
  const ends = [selection.anchorNode, selection.focusNode];
  if (!text.trim() || !ends.every((node) => node && panel.contains(node))) return null;
  const ids = ends.flatMap((node) => {
    const element = node instanceof Element ? node : node?.parentElement;
    const id = element?.closest(`[${messageIdAttribute}]`)?.getAttribute(messageIdAttribute);
    return id ? [id] : [];
  });
  const messageId = latestOf(messages, ids);
  return messageId ? { messageId, text } : null;
}

interface SelectionState {
  /** The conversation the selection belongs to: another conversation starts with none. */
  sessionId: string | null;
  active: boolean;
  ids: ReadonlySet<string>;
}

interface OpenDialog {
  excerpt: VaultExcerpt;
  fromSelection: boolean;
  /** A new dialog (fresh form) each time one is opened. */
  key: number;
}

const none: ReadonlySet<string> = new Set();

/**
 * Spec 2.7 / 4: the vault icon saves highlighted text, or else enters selection mode; the
 * assistant's vault offers open the same dialog.
 */
export function useVaultSelection(sessionId: string | null, messages: readonly PickableMessage[], panelRef: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<SelectionState>({ sessionId, active: false, ids: none });
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const opened = useRef(0);
  // Read on mousedown: by the time of the click the highlight may be gone.
  const captured = useRef<Highlight | null>(null);
  const current = state.sessionId === sessionId ? state : { sessionId, active: false, ids: none };

  const open = useCallback((excerpt: VaultExcerpt | null, fromSelection = false) => {
    if (excerpt) setDialog({ excerpt, fromSelection, key: ++opened.current });
  }, []);
  const exit = useCallback(() => setState({ sessionId, active: false, ids: none }), [sessionId]);

  const onIconMouseDown = (event: MouseEvent) => {
    // Keeps the highlight (and focus) where it is.
    event.preventDefault();
    captured.current = readHighlight(panelRef.current, messages);
  };
  const onIconClick = () => {
    // Keyboard activation has no mousedown: read the highlight now.
    const highlight = captured.current ?? readHighlight(panelRef.current, messages);
    captured.current = null;
    const excerpt = highlight && highlightExcerpt(messages, highlight.messageId, highlight.text);
    if (excerpt) open(excerpt);
    else setState({ sessionId, active: true, ids: current.active ? current.ids : none });
  };

  // Escape leaves selection mode (not while the dialog is open: Escape closes that first).
  const listening = current.active && !dialog;
  useEffect(() => {
    if (!listening) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) exit();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [listening, exit]);

  return {
    active: current.active,
    selected: current.ids,
    /** Selected messages still in the list. */
    count: messages.filter((m) => current.ids.has(m.id)).length,
    toggle: (id: string) => setState((s) => ({ sessionId, active: true, ids: toggled(s.sessionId === sessionId ? s.ids : none, id) })),
    cancel: exit,
    saveSelected: () => open(selectionExcerpt(messages, current.ids), true),
    iconProps: { onMouseDown: onIconMouseDown, onClick: onIconClick },
    openOffer: useCallback((offer: VaultOffer) => open(offerExcerpt(offer)), [open]),
    dialog: dialog && {
      ...dialog,
      onClose: () => setDialog(null),
      // A saved selection is done with; a cancelled one stays, to be changed.
      onSaved: () => {
        if (dialog.fromSelection) exit();
      },
    },
  };
}
