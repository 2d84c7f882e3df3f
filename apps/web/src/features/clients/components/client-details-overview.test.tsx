// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ClientConsentsResponse, ClientGroupsResponse, TimelineResponse } from '@tend/contracts/client-details.contract';
import type { Client } from '@tend/contracts/clients.contract';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import { ClientDetailsOverview } from './client-details-overview';
import { ClientTimeline } from './client-timeline';

const clientId = '44444444-4444-4444-8444-444444444444';
const partnerId = '55555555-5555-4555-8555-555555555555';
const at = '2026-03-04T15:00:00.000Z';

const client = (overrides: Partial<Client> = {}): Client => ({
  id: clientId,
  first_name: 'Sam',
  last_name: 'Lee',
  preferred_name: null,
  pronouns: null,
  email: null,
  phone: null,
  date_of_birth: '1991-04-12',
  address: null,
  emergency_contact: null,
  status: 'active',
  discharged_on: null,
  discharge_reason: null,
  provider_id: null,
  provider_name: null,
  created_at: at,
  updated_at: at,
  ...overrides,
});

const consents: ClientConsentsResponse = {
  consents: [
    { kind: 'telehealth', granted: true, recorded_at: at, recorded_by_name: 'Dr Alice Moreno', source: 'signed form' },
    { kind: 'ai_assistance', granted: null, recorded_at: null, recorded_by_name: null, source: null },
    { kind: 'recording', granted: false, recorded_at: at, recorded_by_name: null, source: null },
    { kind: 'sms_reminders', granted: null, recorded_at: null, recorded_by_name: null, source: null },
  ],
  history: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'telehealth',
      granted: true,
      recorded_at: at,
      recorded_by_name: 'Dr Alice Moreno',
      source: 'signed form',
    },
    { id: '22222222-2222-4222-8222-222222222222', kind: 'recording', granted: false, recorded_at: at, recorded_by_name: null, source: null },
  ],
  reminders_opt_out: false,
};

const groups: ClientGroupsResponse = {
  groups: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      kind: 'couple',
      name: 'Couple: Lee & Blake',
      created_at: at,
      members: [
        { client_id: partnerId, name: 'Jordan Blake' },
        { client_id: clientId, name: 'Sam Lee' },
      ],
      hidden_members: 1,
    },
  ],
};

const timeline: TimelineResponse = {
  events: [
    {
      id: 'note:x:signed',
      kind: 'note_signed',
      at,
      date: null,
      title: 'SOAP note signed',
      detail: null,
      actor_name: 'Dr Alice Moreno',
      note_id: '77777777-7777-4777-8777-777777777777',
    },
    { id: 'client:x:discharged', kind: 'client_discharged', at, date: '2026-03-01', title: 'Discharged', detail: 'Goals met', actor_name: null, note_id: null },
  ],
};

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function stubServer() {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(init.body as string) : undefined });
    const path = new URL(url, 'http://localhost').pathname;
    if (path.endsWith('/diagnoses'))
      return json({
        diagnoses: [
          {
            id: '88888888-8888-4888-8888-888888888888',
            code: 'F41.1',
            description: 'Generalized anxiety disorder',
            rank: 1,
            diagnosed_on: '2026-01-10',
            resolved_on: null,
            added_by_name: 'Dr Alice Moreno',
            created_at: at,
          },
        ],
      });
    if (path.endsWith('/insurance'))
      return method === 'POST'
        ? json({ id: '99999999-9999-4999-8999-999999999999', ...(calls.at(-1)!.body as object), payer_id: null, created_at: at, updated_at: at }, 201)
        : json({ policies: [] });
    if (path.endsWith('/consents')) return method === 'POST' ? json(consents, 201) : json(consents);
    if (path.endsWith('/guardians')) return json({ guardians: [] });
    if (path.endsWith('/groups')) return json(groups);
    if (path.endsWith('/timeline')) return json(timeline);
    return json({ error: 'not_found', message: 'unexpected call' }, 404);
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientDetailsOverview', () => {
  it('shows each part of the record from its call', async () => {
    stubServer();
    const { wrapper } = withProviders(`/clients/${clientId}`);
    render(<ClientDetailsOverview client={client()} />, { wrapper });

    const diagnoses = await screen.findByRole('region', { name: 'Diagnoses' });
    expect(await within(diagnoses).findByText('Generalized anxiety disorder')).toBeTruthy();
    expect(within(diagnoses).getByText('Primary')).toBeTruthy();
    expect(within(diagnoses).getByLabelText('Add diagnosis')).toBeTruthy();

    const consentSection = screen.getByRole('region', { name: 'Consents' });
    expect(await within(consentSection).findByText(/^Given by Dr Alice Moreno on /)).toBeTruthy();
    expect(within(consentSection).getByText(/^Withdrawn by the client on /)).toBeTruthy();
    expect(within(consentSection).getAllByText('Not recorded')).toHaveLength(2);

    const group = screen.getByRole('region', { name: 'Couple and family' });
    const partner = await within(group).findByRole('link', { name: 'Jordan Blake' });
    expect(partner.getAttribute('href')).toBe(`/clients/${partnerId}`);
    expect(within(group).queryByRole('link', { name: 'Sam Lee' })).toBeNull();
    expect(within(group).getByText('and 1 client on another caseload')).toBeTruthy();

    expect(await screen.findByText('No insurance recorded (self-pay).')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Parents and guardians' })).toBeTruthy();
  });

  it('records a consent when its switch is turned on', async () => {
    const calls = stubServer();
    const { wrapper } = withProviders(`/clients/${clientId}`);
    render(<ClientDetailsOverview client={client()} />, { wrapper });
    const consentSection = await screen.findByRole('region', { name: 'Consents' });
    const ai = await within(consentSection).findByRole('switch', { name: /AI documentation assistance/ });
    fireEvent.click(ai);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST')).toEqual([
        { url: `/api/clients/${clientId}/consents`, method: 'POST', body: { kind: 'ai_assistance', granted: true } },
      ]),
    );
  });

  it('puts a minor’s guardians first and asks for one', async () => {
    stubServer();
    const { wrapper } = withProviders(`/clients/${clientId}`);
    const born = new Date();
    born.setFullYear(born.getFullYear() - 15);
    render(<ClientDetailsOverview client={client({ date_of_birth: born.toISOString().slice(0, 10) })} />, { wrapper });
    const section = await screen.findByRole('region', { name: 'Parents and guardians (minor)' });
    expect(await within(section).findByText(/record a parent or legal guardian/)).toBeTruthy();
    expect(screen.getAllByRole('region')[0]).toBe(section);
  });
});

describe('InsuranceDialog', () => {
  it('asks for payer and member ID, then adds the client’s own policy as primary', async () => {
    const calls = stubServer();
    const { wrapper } = withProviders(`/clients/${clientId}`);
    render(<ClientDetailsOverview client={client()} />, { wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'Add insurance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add insurance' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add policy' }));
    expect(await within(dialog).findByText('Payer is required')).toBeTruthy();
    expect(within(dialog).getByText('Member ID is required')).toBeTruthy();

    const type = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type(/^Payer/, 'Aetna');
    type(/^Member ID/, 'W123456789');
    type(/^Group number/, ' GRP-881 ');
    type(/^Coinsurance/, '20.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add policy' }));
    expect(await within(dialog).findByText('Coinsurance must be a whole percent from 0 to 100')).toBeTruthy();
    type(/^Coinsurance/, '');
    type(/^Copay/, '$25');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add policy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: `/api/clients/${clientId}/insurance`,
        method: 'POST',
        body: {
          payer_name: 'Aetna',
          payer_id: null,
          member_id: 'W123456789',
          group_number: 'GRP-881',
          rank: 1,
          subscriber_relationship: 'self',
          subscriber_name: null,
          subscriber_date_of_birth: null,
          copay_cents: 2500,
          coinsurance_percent: null,
          deductible_cents: null,
          deductible_met_cents: 0,
        },
      },
    ]);
  });
});

describe('ClientTimeline', () => {
  it('lists the events with links to notes and dates as recorded', async () => {
    stubServer();
    const { wrapper } = withProviders(`/clients/${clientId}?tab=timeline`);
    render(<ClientTimeline clientId={clientId} />, { wrapper });
    const link = await screen.findByRole('link', { name: 'SOAP note signed' });
    expect(link.getAttribute('href')).toBe('/notes/77777777-7777-4777-8777-777777777777');
    expect(screen.getByText('Goals met')).toBeTruthy();
    expect(screen.getByText('Mar 1, 2026')).toBeTruthy();
  });
});
