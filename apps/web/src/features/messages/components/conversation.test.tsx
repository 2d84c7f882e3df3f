// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SecureMessage, ThreadMessagesResponse } from '@tend/contracts/messaging.contract';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import { Conversation } from './conversation';

const threadId = '11111111-1111-4111-8111-111111111111';
const message = (id: string, side: 'practice' | 'client', body: string, readAt: string | null): SecureMessage => ({
  id,
  thread_id: threadId,
  sender_side: side,
  sender_id: null,
  sender_name: side === 'practice' ? 'Dr Alice Moreno' : 'Sam Lee',
  body,
  created_at: '2026-11-20T15:00:00.000Z',
  attachments: [],
  read_at: readAt,
});

const answer: ThreadMessagesResponse = {
  thread: {
    id: threadId,
    kind: 'client',
    client_id: '22222222-2222-4222-8222-222222222222',
    group_id: null,
    name: 'Sam Lee',
    clinician_name: null,
    relation: null,
    last_message_at: '2026-11-20T15:00:00.000Z',
    unread_count: 1,
  },
  messages: [
    message('a0000000-0000-4000-8000-000000000001', 'practice', 'Thursday at 3 works.', '2026-11-20T16:00:00.000Z'),
    message('a0000000-0000-4000-8000-000000000002', 'client', 'Thank you!', null),
  ],
  has_more: false,
  viewer_side: 'practice',
  policy_text: 'Messages are not for emergencies.',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined });
    if (method === 'GET' && path === `/api/messages/threads/${threadId}`) return json(answer);
    if (path.endsWith('/read')) return json({ ok: true, last_read_at: '2026-11-23T10:00:00.000Z' });
    if (path.endsWith('/messages'))
      return json({ duplicate: false, message: message('a0000000-0000-4000-8000-000000000003', 'practice', 'See you', null) }, 201);
    return json({ clients: [] });
  });
  renderWithProviders(<Conversation scope="practice" threadId={threadId} />);
  return calls;
}

describe('Conversation', () => {
  it('shows the messages, a read receipt under the viewer’s own, the policy, and marks the thread read', async () => {
    const calls = setup();
    expect(await screen.findByText('Thursday at 3 works.')).toBeTruthy();
    expect(screen.getByText('Thank you!')).toBeTruthy();
    expect(screen.getByText(/^Read /)).toBeTruthy();
    expect(screen.getByTestId('messaging-policy').textContent).toBe('Messages are not for emergencies.');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `/api/messages/threads/${threadId}/read`)).toBe(true));
  });

  it('Enter sends with a client key, Shift+Enter does not, and an empty box sends nothing', async () => {
    const calls = setup();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.change(box, { target: { value: 'See you' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls.filter((c) => c.path.endsWith('/messages') && c.method === 'POST')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/messages') && c.method === 'POST')).toHaveLength(1));
    const sent = calls.find((c) => c.path.endsWith('/messages') && c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ body: 'See you', attachment_ids: [] });
    expect(typeof sent.client_key).toBe('string');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });
});
