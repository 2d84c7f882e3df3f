// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Lead, LeadDetail, LeadStatus } from '@tend/contracts/leads.contract';
import type { User } from '@tend/contracts/users.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import LeadsPage from './leads-page';

const lead = (n: number, status: LeadStatus, fields: Partial<Lead> = {}): Lead => ({
  id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
  first_name: `Person${n}`,
  last_name: 'Example',
  email: `person${n}@example.test`,
  phone: null,
  referral_source: 'Psychology Today',
  reason: 'Sleep trouble',
  insurance: null,
  preferred_times: null,
  status,
  source: 'web_form',
  close_reason: null,
  referred_to: null,
  assignee_id: null,
  assignee_name: null,
  client_id: null,
  consented_at: '2026-02-01T10:00:00.000Z',
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
  ...fields,
});
const leads = [lead(1, 'new'), lead(2, 'contacted'), lead(3, 'closed', { close_reason: 'No availability' })];
const counts = { new: 1, contacted: 1, consultation_booked: 0, converted: 0, closed: 1 };
const clientId = '77777777-7777-4777-8777-777777777777';
const clinician = { uuid: '88888888-8888-4888-8888-888888888888', name: 'Dr Ben Ortiz', role: 'therapist', active: true };

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The server as the page sees it; every request is kept. */
function setup(path = '/leads', user?: User) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    requests.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.pathname === '/api/leads' && method === 'GET') {
      const status = url.searchParams.get('status');
      return json({ leads: leads.filter((l) => !status || l.status === status), counts });
    }
    const detail: LeadDetail = {
      lead: leads[0]!,
      events: [
        {
          id: crypto.randomUUID(),
          kind: 'created',
          from_status: null,
          to_status: 'new',
          body: 'From the website inquiry form',
          actor_name: null,
          created_at: '2026-02-01T10:00:00.000Z',
        },
      ],
    };
    if (url.pathname === `/api/leads/${leads[0]!.id}`) return json(detail);
    if (url.pathname.endsWith('/status')) return json({ ...detail, lead: { ...detail.lead, status: 'closed' } });
    if (url.pathname === '/api/users') return json({ users: [clinician] });
    if (url.pathname.endsWith('/convert')) return json({ lead: { ...leads[0]!, status: 'converted', client_id: clientId }, client_id: clientId }, 201);
    return json({ error: 'not_found', message: 'No' }, 404);
  });
  const { client, wrapper } = withProviders(path);
  if (user) client.setQueryData(meQueryKey, user);
  render(
    <>
      <LeadsPage />
      <Location />
    </>,
    { wrapper },
  );
  return { requests };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LeadsPage', () => {
  it('lists the leads with a count per status, and filters by status through the URL', async () => {
    const { requests } = setup();
    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'All (3)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Closed (1)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('listitem')).toHaveLength(1));
    expect(requests.at(-1)!.url.searchParams.get('status')).toBe('closed');
    expect(screen.getByTestId('location').textContent).toBe('/leads?status=closed');
  });

  it('opens a lead with its history and converts it, landing on the new client', async () => {
    const { requests } = setup();
    fireEvent.click(await screen.findByText('Person1 Example'));
    const drawer = await screen.findByRole('region', { name: 'Lead details' });
    expect(await within(drawer).findByText('Inquiry received')).toBeTruthy();
    expect(within(drawer).getByText('Sleep trouble')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Convert to client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to client' });
    fireEvent.click(within(dialog).getByLabelText('Active'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/clients/${clientId}`));
    const convert = requests.find((r) => r.url.pathname.endsWith('/convert'))!;
    expect(convert).toMatchObject({ method: 'POST', body: { client_status: 'active' } });
  });

  it('an admin converting an unassigned lead must choose the clinician', async () => {
    const { requests } = setup(`/leads?lead=${leads[0]!.id}`, testUser({ role: 'admin' }));
    const drawer = await screen.findByRole('region', { name: 'Lead details' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Convert to client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to client' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText('Choose the clinician who will see this client')).toBeTruthy();
    expect(requests.some((r) => r.url.pathname.endsWith('/convert'))).toBe(false);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Clinician/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dr Ben Ortiz' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.pathname.endsWith('/convert'))?.body).toEqual({ client_status: 'prospective', provider_id: clinician.uuid }),
    );
  });

  it('closes a lead only with a reason, sending to whom the person was referred', async () => {
    const { requests } = setup(`/leads?lead=${leads[0]!.id}`);
    const drawer = await screen.findByRole('region', { name: 'Lead details' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Close…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close lead' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close lead' }));
    expect(within(dialog).getByText('Closing a lead needs a reason')).toBeTruthy();
    expect(requests.some((r) => r.url.pathname.endsWith('/status'))).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Needs a child specialist' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Referred to/ }), { target: { value: 'Dr Kim' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close lead' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.pathname.endsWith('/status'))?.body).toEqual({
        status: 'closed',
        close_reason: 'Needs a child specialist',
        referred_to: 'Dr Kim',
      }),
    );
  });
});
