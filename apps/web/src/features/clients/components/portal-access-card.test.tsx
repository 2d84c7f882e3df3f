// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Client } from '@tend/contracts/clients.contract';
import type { PortalAccessResponse } from '@tend/contracts/portal.contract';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import { PortalAccessCard } from './portal-access-card';

const id = '44444444-4444-4444-8444-444444444444';
const partnerId = '55555555-5555-4555-8555-555555555555';
const guardianId = '66666666-6666-4666-8666-666666666666';
const inviteId = '77777777-7777-4777-8777-777777777777';

const client = {
  id,
  first_name: 'Casey',
  last_name: 'Morgan',
  preferred_name: null,
  email: 'casey@example.test',
} as Client;

const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
const access: PortalAccessResponse = {
  client_id: id,
  client_email: 'casey@example.test',
  self: { has_account: false, account_email: null, pending_invite: null },
  guardians: [
    {
      guardian_id: guardianId,
      name: 'Ana Morgan',
      relationship: 'Mother',
      email: 'ana@example.test',
      has_account: false,
      account_email: null,
      pending_invite: {
        id: inviteId,
        relation: 'guardian',
        guardian_id: guardianId,
        email: 'ana@example.test',
        created_at: new Date().toISOString(),
        expires_at: inAWeek,
      },
    },
  ],
  couples: [
    {
      group_id: '88888888-8888-4888-8888-888888888888',
      name: 'Casey & Sam Morgan',
      partners: [
        { client_id: partnerId, name: 'Sam Morgan', email: 'sam@example.test', has_account: true, account_email: 'sam@example.test', pending_invite: null },
      ],
    },
  ],
};

const requests: { method: string; path: string; body: unknown }[] = [];

function setup() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    requests.push({ method, path, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (method === 'GET' && path === `/api/clients/${id}/portal-access`) return json(access);
    if (method === 'POST' && path.endsWith('/portal-invites'))
      return json(
        { id: inviteId, relation: 'self', guardian_id: null, email: 'casey@example.test', created_at: new Date().toISOString(), expires_at: inAWeek },
        201,
      );
    if (method === 'POST' && path.endsWith('/portal-access/revoke')) return json(access);
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  renderWithProviders(<PortalAccessCard client={client} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('the portal access card', () => {
  it('shows the client, their guardian and their couple partner with where each stands', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Portal access' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Casey MorganClientNo accessInvite$/),
      expect.stringMatching(/^Ana MorganGuardian \(Mother\)Invitedana@example\.test · expires .*ResendRevoke$/),
      expect.stringMatching(/^Sam MorganPartner in Casey & Sam Morgan · recordHas accesssam@example\.testRevoke$/),
    ]);
  });

  it('invites the client at the e-mail on their record', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite Casey Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Casey Morgan to the portal' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe('casey@example.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/clients/${id}/portal-invites`,
      body: { relation: 'self', email: 'casey@example.test' },
    });
  });

  it('revokes a partner’s access on their own record, after a confirmation', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke portal access of Sam Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Sam Morgan’s portal access?' });
    expect(dialog.textContent).toMatch(/signed out everywhere/);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/clients/${partnerId}/portal-access/revoke`,
      body: { relation: 'self' },
    });
  });
});
