import { describe, expect, it } from 'vitest';
import { appendMessages, flattenPages, markFeedback, type ChatMessage, type MessagesData } from './get-messages';

const msg = (id: string, role: ChatMessage['role'] = 'user'): ChatMessage => ({
  id,
  role,
  content: id,
  created_at: '2026-01-01T00:00:00.000Z',
  suggested_action: null,
  options: [],
  insights: [],
  recommendations: [],
  vault_offer: null,
  feedback_given: [],
});

// Newest page first (as 'Load More' adds older pages after it); each page oldest first.
const data: MessagesData = {
  pages: [
    { messages: [msg('c'), msg('d')], has_more: true },
    { messages: [msg('a'), msg('b')], has_more: false },
  ],
  pageParams: [undefined, 'c'],
};

describe('the loaded messages', () => {
  it('read oldest first across pages', () => {
    expect(flattenPages(data).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('take a new exchange at the end, once', () => {
    const next = appendMessages(data, [msg('d'), msg('e'), msg('f', 'assistant')]);
    expect(flattenPages(next).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(appendMessages(next, [msg('e')])).toBe(next);
  });

  it('take a first exchange in an empty conversation', () => {
    const empty: MessagesData = { pages: [], pageParams: [] };
    expect(flattenPages(appendMessages(empty, [msg('x')])).map((m) => m.id)).toEqual(['x']);
  });

  it('remember feedback per kind', () => {
    const once = markFeedback(data, 'c', 'Positive');
    const twice = markFeedback(once, 'c', 'Positive');
    expect(flattenPages(twice).find((m) => m.id === 'c')?.feedback_given).toEqual(['Positive']);
    expect(flattenPages(markFeedback(twice, 'c', 'Message')).find((m) => m.id === 'c')?.feedback_given).toEqual(['Positive', 'Message']);
  });
});
