// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffListResponse, StaffUser } from '@tend/contracts/staff-users.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import UsersPage from './users-page';

const member = (name: string, overrides: Partial<StaffUser> = {}): StaffUser => ({
  uuid: crypto.randomUUID(),
  email: `${name.split(' ')[0]!.toLowerCase()}@harbor.test`,
  name,
  role: 'therapist',
  is_provider: true,
  supervisor_id: null,
  active: true,
  last_sign_in_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  mfa_enrolled: false,
  provider: { npi: null, credentials: null, license_number: null, license_state: null, taxonomy_code: null },
  ...overrides,
});
const carla = member('Carla Reyes', { role: 'supervisor' });
const alice = member('Alice Moreno', { supervisor_id: carla.uuid });
const requests: { method: string; path: string }[] = [];

function setup(list: StaffListResponse) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    requests.push({ method: init?.method ?? 'GET', path });
    if (path === '/api/admin/users') return json(list);
    if (path === `/api/admin/users/${alice.uuid}/deactivate`) return json({ user: { ...alice, active: false } });
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  return renderWithProviders(<UsersPage />, '/admin/users');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('the user management page', () => {
  it('is read-only for a supervisor: no invite button, no actions', async () => {
    setup({ users: [alice, carla], invites: [], can_manage: false });
    const table = await screen.findByRole('table', { name: 'Practice users' });
    expect(within(table).getAllByText('Carla Reyes')).toHaveLength(2); // her row, and Alice's supervisor
    expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('lets an admin deactivate a user after confirming, and lists pending invitations', async () => {
    const invite = {
      id: crypto.randomUUID(),
      email: 'erin@harbor.test',
      name: 'Erin Vale',
      role: 'therapist' as const,
      is_provider: true,
      supervisor_id: null,
      expires_at: '2999-01-01T00:00:00.000Z',
      sent_at: null,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    setup({ users: [alice, carla], invites: [invite], can_manage: true });
    expect(await screen.findByRole('table', { name: 'Pending invitations' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite user' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Alice Moreno' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(requests).toContainEqual({ method: 'POST', path: `/api/admin/users/${alice.uuid}/deactivate` }));
  });

  it('offers no developer role when inviting or editing: developer accounts are the operator’s (users CLI)', async () => {
    setup({ users: [alice, carla], invites: [], can_manage: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite user' });
    fireEvent.mouseDown(within(invite).getByRole('combobox', { name: 'Role' }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Therapist', 'Supervisor', 'Admin']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(within(invite).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Alice Moreno' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(edit).getByRole('combobox', { name: 'Role' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Therapist', 'Supervisor', 'Admin']);
  });
});
