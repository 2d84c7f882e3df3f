// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Client } from '@tend/contracts/clients.contract';
import type { User } from '@tend/contracts/users.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import { ClientFormDialog } from './client-form';
import { jsonResponse as json } from '@/testing/json-response';

const clientId = '44444444-4444-4444-8444-444444444444';
const existingId = '55555555-5555-4555-8555-555555555555';
const clinicianId = '66666666-6666-4666-8666-666666666666';
const soloId = '99999999-9999-4999-8999-999999999999';

const saved = (overrides: Partial<Client> = {}): Client => ({
  id: clientId,
  first_name: 'Maya',
  last_name: 'Castellanos',
  preferred_name: null,
  pronouns: null,
  email: null,
  phone: null,
  date_of_birth: '1994-02-17',
  address: null,
  emergency_contact: null,
  status: 'active',
  discharged_on: null,
  discharge_reason: null,
  provider_id: null,
  provider_name: null,
  created_at: '2026-01-05T15:00:00.000Z',
  updated_at: '2026-01-05T15:00:00.000Z',
  ...overrides,
});

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** Answers for POST/PATCH /api/clients, in turn; /api/users lists a clinician, an admin, an inactive clinician and an admin who sees clients. */
function setup({ answers = [json(saved(), 201)], client, user = testUser() }: { answers?: Response[]; client?: Client; user?: User } = {}) {
  const calls: Call[] = [];
  const queue = [...answers];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (url.endsWith('/api/users'))
      return json({
        users: [
          {
            uuid: clinicianId,
            email: 'sam@harbor.test',
            name: 'Sam Okafor',
            role: 'therapist',
            is_provider: false,
            active: true,
            supervisor_id: null,
            created_at: '2025-01-01T00:00:00.000Z',
          },
          {
            uuid: '77777777-7777-4777-8777-777777777777',
            email: 'ada@harbor.test',
            name: 'Ada Admin',
            role: 'admin',
            is_provider: false,
            active: true,
            supervisor_id: null,
            created_at: '2025-01-01T00:00:00.000Z',
          },
          {
            uuid: '88888888-8888-4888-8888-888888888888',
            email: 'old@harbor.test',
            name: 'Former Clinician',
            role: 'therapist',
            is_provider: true,
            active: false,
            supervisor_id: null,
            created_at: '2025-01-01T00:00:00.000Z',
          },
          {
            uuid: soloId,
            email: 'robin@solo.test',
            name: 'Robin Solo',
            role: 'admin',
            is_provider: true,
            active: true,
            supervisor_id: null,
            created_at: '2025-01-01T00:00:00.000Z',
          },
        ],
      });
    return queue.shift() ?? json({ error: 'internal', message: 'unexpected call' }, 500);
  });
  const { client: queryClient, wrapper } = withProviders('/clients');
  queryClient.setQueryData(meQueryKey, user);
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(<ClientFormDialog client={client} onSaved={onSaved} onClose={onClose} />, { wrapper });
  const writes = () => calls.filter((c) => c.method !== 'GET');
  return { calls, writes, onSaved, onClose };
}

const dialog = () => screen.getByRole('dialog');
const field = (label: RegExp) => within(dialog()).getByLabelText<HTMLInputElement>(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
async function choose(label: string, option: string) {
  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientFormDialog', () => {
  it('creates a client: empty text is null, no address or emergency contact is null, no discharge fields', async () => {
    const { writes, onSaved } = setup();
    type(/^First name/, ' Maya ');
    type(/^Last name/, 'Castellanos');
    type(/^Date of birth/, '1994-02-17');
    type(/^Phone/, ' 555-0100 ');
    type(/^Preferred name/, '   ');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add client' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(writes()).toEqual([
      {
        url: '/api/clients',
        method: 'POST',
        body: {
          first_name: 'Maya',
          last_name: 'Castellanos',
          preferred_name: null,
          pronouns: null,
          date_of_birth: '1994-02-17',
          phone: '555-0100',
          email: null,
          address: null,
          emergency_contact: null,
          status: 'active',
        },
      },
    ]);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: clientId });
    // A clinician's new client is their own: no clinician is chosen or sent.
    expect(within(dialog()).queryByRole('combobox', { name: 'Clinician' })).toBeNull();
  });

  it('asks for the names, a half-filled emergency contact and a discharge’s date and reason before sending', async () => {
    const { writes, onSaved } = setup();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog()).findByText('First name is required')).toBeTruthy();
    expect(within(dialog()).getByText('Last name is required')).toBeTruthy();

    type(/^First name/, 'Maya');
    type(/^Last name/, 'Castellanos');
    type(/^Contact name/, 'Rosa Castellanos');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog()).findByText('Emergency contact phone is required')).toBeTruthy();

    type(/^Contact phone/, '555-0199');
    type(/^Relationship/, 'Mother');
    expect(within(dialog()).queryByLabelText(/^Discharge date/)).toBeNull();
    await choose('Status', 'Discharged');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog()).findByText('A discharge needs its date')).toBeTruthy();
    expect(within(dialog()).getByText('A discharge needs its reason')).toBeTruthy();
    expect(writes()).toEqual([]);

    type(/^Discharge date/, '2026-03-01');
    type(/^Discharge reason/, 'Goals met');
    type(/^City/, 'Portland');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(writes()[0]?.body).toMatchObject({
      address: { line1: '', line2: '', city: 'Portland', region: '', postal_code: '', country: '' },
      emergency_contact: { name: 'Rosa Castellanos', relationship: 'Mother', phone: '555-0199' },
      status: 'discharged',
      discharged_on: '2026-03-01',
      discharge_reason: 'Goals met',
    });
  });

  it('warns of a possible duplicate with links, and Save anyway resends with confirm_duplicate', async () => {
    const duplicate = json(
      {
        error: 'possible_duplicate',
        message: 'A client named Maya Castellanos born 1994-02-17 already exists.',
        details: { duplicates: [{ id: existingId, name: 'Maya Castellanos', date_of_birth: '1994-02-17' }] },
      },
      409,
    );
    const { writes, onSaved } = setup({ answers: [duplicate, json(saved(), 201)] });
    type(/^First name/, 'Maya');
    type(/^Last name/, 'Castellanos');
    type(/^Date of birth/, '1994-02-17');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add client' }));

    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('Possible duplicateA client with this name and date of birth already exists:');
    expect(within(alert).getByRole('link', { name: 'Maya Castellanos' }).getAttribute('href')).toBe(`/clients/${existingId}`);
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(within(alert).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [first, second] = writes();
    expect(first?.body).not.toHaveProperty('confirm_duplicate');
    expect(second).toEqual({ url: '/api/clients', method: 'POST', body: { ...(first?.body as object), confirm_duplicate: true } });
  });

  it('edits with PATCH; leaving a discharge drops its date and reason', async () => {
    const client = saved({
      status: 'discharged',
      discharged_on: '2026-02-01',
      discharge_reason: 'Moved away',
      emergency_contact: { name: 'Rosa', relationship: '', phone: '555-0199' },
    });
    const { writes, onSaved } = setup({ client, answers: [json(saved({ status: 'active' }))] });
    expect(field(/^Discharge date/).value).toBe('2026-02-01');
    await choose('Status', 'Active');
    expect(within(dialog()).queryByLabelText(/^Discharge date/)).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [patch] = writes();
    expect(patch).toMatchObject({ url: `/api/clients/${clientId}`, method: 'PATCH' });
    expect(patch?.body).toMatchObject({ status: 'active', emergency_contact: { name: 'Rosa', relationship: '', phone: '555-0199' } });
    expect(patch?.body).not.toHaveProperty('discharged_on');
    expect(patch?.body).not.toHaveProperty('discharge_reason');
    expect(patch?.body).not.toHaveProperty('provider_id');
  });

  it('lets an admin assign an active clinician', async () => {
    const { writes, onSaved } = setup({ user: testUser({ role: 'admin' }) });
    type(/^First name/, 'Maya');
    type(/^Last name/, 'Castellanos');
    fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Clinician' }));
    // Active clinicians only: not the admin who does not see clients, not the inactive clinician.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Unassigned', 'Robin Solo', 'Sam Okafor']));
    fireEvent.click(screen.getByRole('option', { name: 'Sam Okafor' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add client' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(writes()[0]?.body).toMatchObject({ provider_id: clinicianId });
  });

  it('an admin who sees clients is a clinician: her new client starts on her own caseload', async () => {
    const { writes, onSaved } = setup({ user: testUser({ uuid: soloId, name: 'Robin Solo', role: 'admin', is_provider: true }) });
    type(/^First name/, 'Maya');
    type(/^Last name/, 'Castellanos');
    await waitFor(() => expect(within(dialog()).getByRole('combobox', { name: 'Clinician' }).textContent).toBe('Robin Solo'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add client' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(writes()[0]?.body).toMatchObject({ provider_id: soloId });
  });
});
