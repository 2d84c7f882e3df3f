// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { MessageThread } from '@tend/contracts/messaging.contract';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import PortalMessagesPage from './portal-messages-page';

const thread = (id: string, relation: MessageThread['relation'], name: string, unread = 0): MessageThread => ({
  id,
  kind: relation === 'couple' ? 'couple' : 'client',
  client_id: null,
  group_id: null,
  name,
  clinician_name: 'Dr Alice Moreno',
  relation,
  last_message_at: null,
  unread_count: unread,
});

const own = thread('11111111-1111-4111-8111-111111111111', 'own', 'Casey Morgan');
const couple = thread('22222222-2222-4222-8222-222222222222', 'couple', 'Couple: Morgan', 2);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(threads: MessageThread[]) {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/client/messages/threads') return json({ threads });
    const found = threads.find((t) => path === `/api/client/messages/threads/${t.id}`);
    if (found) return json({ thread: found, messages: [], has_more: false, viewer_side: 'client', policy_text: 'Not for emergencies.' });
    return json({ ok: true, last_read_at: '2026-11-23T10:00:00.000Z', clients: [], notifications: [], unread_count: 0 });
  });
  renderWithProviders(<PortalMessagesPage />, '/client/messages');
}

describe('PortalMessagesPage', () => {
  it('opens the only thread at once', async () => {
    setup([own]);
    expect(await screen.findByText('Your messages')).toBeTruthy();
    expect(await screen.findByText('Not for emergencies.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Threads' })).toBeNull();
  });

  it('offers a picker when there are several threads, with unread badges', async () => {
    setup([own, couple]);
    const list = await screen.findByRole('list', { name: 'Threads' });
    expect(within(list).getByText('Couple: Morgan (shared)')).toBeTruthy();
    expect(within(list).getByLabelText('2 unread')).toBeTruthy();
    fireEvent.click(within(list).getByText('Couple: Morgan (shared)'));
    expect(await screen.findByText('Not for emergencies.')).toBeTruthy();
  });
});
