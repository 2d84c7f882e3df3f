import { describe, expect, it } from 'vitest';
import { highlightExcerpt, latestOf, offerExcerpt, selectionExcerpt, toggled, withDrafts, type PickableMessage, type Turn } from './vault-excerpt';

const say = (id: string, role: 'user' | 'assistant' = id.startsWith('u') ? 'user' : 'assistant'): PickableMessage => ({ id, role, content: `text ${id}` });
// u1 a1 u2 a2 u3 a3 (conversation order)
const conversation = ['u1', 'a1', 'u2', 'a2', 'u3', 'a3'].map((id) => say(id));
const turns = (...ids: string[]): Turn[] => ids.map((id) => ({ role: id.startsWith('u') ? 'user' : 'assistant', content: `text ${id}` }));

describe('selectionExcerpt (spec 4 selection mode, spec 9: up to 2 preceding messages)', () => {
  it('joins the selected contents with a blank line in conversation order, whatever order they were picked in', () => {
    const excerpt = selectionExcerpt(conversation, new Set(['a3', 'a1']));
    expect(excerpt?.text).toBe('text a1\n\ntext a3');
    expect(excerpt?.deidentify).toBe(false);
    expect(excerpt?.pseudonyms).toEqual([]);
  });

  it('adds up to 2 preceding messages to each selected one, as a union without repeats', () => {
    expect(selectionExcerpt(conversation, new Set(['a1', 'a3']))?.surroundingTurns).toEqual(turns('u1', 'a1', 'a2', 'u3', 'a3'));
    // Overlapping windows: u2's window is u1..u2, a2's is a1..a2; u1 and a1 appear once.
    expect(selectionExcerpt(conversation, new Set(['u2', 'a2']))?.surroundingTurns).toEqual(turns('u1', 'a1', 'u2', 'a2'));
  });

  it('takes fewer preceding messages at the start of the conversation', () => {
    expect(selectionExcerpt(conversation, new Set(['u1']))?.surroundingTurns).toEqual(turns('u1'));
    expect(selectionExcerpt(conversation, new Set(['a1']))?.surroundingTurns).toEqual(turns('u1', 'a1'));
  });

  it('keeps only role and content in the turns', () => {
    const [turn] = selectionExcerpt(conversation, new Set(['u1']))!.surroundingTurns;
    expect(Object.keys(turn!).sort()).toEqual(['content', 'role']);
  });

  it('is null when no selected message is in the list (e.g. after a conversation change)', () => {
    expect(selectionExcerpt(conversation, new Set())).toBeNull();
    expect(selectionExcerpt(conversation, new Set(['gone']))).toBeNull();
  });
});

describe('highlightExcerpt', () => {
  it('saves the highlighted text (trimmed) with its message and the 2 before it', () => {
    expect(highlightExcerpt(conversation, 'a2', '  xt a2 \n')).toEqual({
      text: 'xt a2',
      surroundingTurns: turns('a1', 'u2', 'a2'),
      deidentify: false,
      pseudonyms: [],
    });
    expect(highlightExcerpt(conversation, 'a1', 'a1')?.surroundingTurns).toEqual(turns('u1', 'a1'));
  });

  it('is null for blank text or a message not in the list', () => {
    expect(highlightExcerpt(conversation, 'a2', ' \n ')).toBeNull();
    expect(highlightExcerpt(conversation, 'nope', 'text')).toBeNull();
  });
});

describe('offerExcerpt (the assistant’s vault_offer)', () => {
  it('opens on the last turn, with all turns, de-identification and the proposed pseudonyms', () => {
    const offer = { turns: turns('u2', 'a2'), deidentify: true, pseudonyms: [{ original: 'Sam Lee', replacement: 'Client A' }] };
    expect(offerExcerpt(offer)).toEqual({
      text: 'text a2',
      surroundingTurns: turns('u2', 'a2'),
      deidentify: true,
      pseudonyms: [{ original: 'Sam Lee', replacement: 'Client A' }],
    });
  });

  it('is null for an offer without turns', () => {
    expect(offerExcerpt({ turns: [], deidentify: false, pseudonyms: [] })).toBeNull();
  });
});

describe('toggled / latestOf', () => {
  it('adds and removes an id without changing the given set', () => {
    const start = new Set(['a1']);
    expect([...toggled(start, 'u2')]).toEqual(['a1', 'u2']);
    expect([...toggled(start, 'a1')]).toEqual([]);
    expect([...start]).toEqual(['a1']);
  });

  it('finds the latest message a highlight touches, ignoring unknown ids', () => {
    expect(latestOf(conversation, ['a2', 'u1', 'x'])).toBe('a2');
    expect(latestOf(conversation, ['x'])).toBeNull();
    expect(latestOf(conversation, [])).toBeNull();
  });
});

describe('withDrafts: a reply that drafted a note is saved with its note', () => {
  const messages = [
    { id: 'u1', role: 'user' as const, content: 'Write a SOAP note for Maya.' },
    { id: 'a1', role: 'assistant' as const, content: 'Here is a draft SOAP note for Maya.' },
  ];
  const note = 'S: Maya reported sleeping better.\nP: Continue CBT-I.';

  it('selecting the reply keeps the note, not only its opening line', () => {
    const pickable = withDrafts(messages, (id) => (id === 'a1' ? note : undefined));
    expect(selectionExcerpt(pickable, new Set(['a1']))?.text).toBe(`Here is a draft SOAP note for Maya.\n\n${note}`);
  });

  it('leaves a message without a draft, and the user’s words, as they are', () => {
    expect(withDrafts(messages, () => undefined)).toEqual(messages);
    expect(withDrafts(messages, () => note)[0]).toEqual(messages[0]);
  });
});
