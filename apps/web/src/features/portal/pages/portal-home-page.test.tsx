// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { meQueryKey } from '@/lib/session/me-query';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import PortalHomePage from './portal-home-page';

const clientId = '44444444-4444-4444-8444-444444444444';
const visit = {
  id: '55555555-5555-4555-8555-555555555555',
  client_id: clientId,
  client_name: 'Sam Lee',
  group_name: null,
  start: '2030-01-08T21:00:00.000Z',
  end: '2030-01-08T21:50:00.000Z',
  status: 'scheduled',
  type_name: 'Psychotherapy, 45 min',
  provider_name: 'Dr Alice Moreno',
  location: 'telehealth',
  telehealth_url: 'https://video.example.test/room',
  cancellable: true,
  cancel_until: '2030-01-07T21:00:00.000Z',
  cancel_refusal: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(user: Parameters<typeof testUser>[0]) {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/portal/appointments')
      return json({
        time_zone: 'America/New_York',
        late_cancel_window_hours: 24,
        practice_phone: null,
        practice_email: null,
        next: visit,
        upcoming: [visit],
        past: [],
        requests: [],
        clients: [],
        types: [],
      });
    if (path === '/api/client/clients-with-messages') return json({ clients: [{ id: clientId, name: 'Sam Lee', unread_count: 2 }] });
    if (path === '/api/portal/forms')
      return json({
        forms: [{ assignment_id: visit.id, client_id: clientId, client_name: 'Sam Lee', measure: 'phq9', schedule: 'monthly', reason: 'Monthly check-in' }],
        clients: [{ id: clientId, name: 'Sam Lee' }],
      });
    if (path === '/api/client/billing')
      return json({
        accounts: [
          {
            client_id: clientId,
            client_name: 'Sam Lee',
            balance_cents: 8500,
            credit_cents: 0,
            charges: [
              { id: visit.id, service_date: '2030-01-01', description: 'Psychotherapy, 60 minutes', amount_cents: 17000, paid_cents: 8500, due_cents: 8500 },
            ],
            payments: [],
            statement_months: ['2030-01'],
            superbills: [],
          },
        ],
      });
    if (path === '/api/portal/documents') return json({ documents: [{ id: visit.id, title: 'Telehealth consent', status: 'to_sign' }] });
    return json({ notifications: [], unread_count: 0 });
  });
  const { client, wrapper } = withProviders('/client');
  client.setQueryData(meQueryKey, testUser(user));
  render(<PortalHomePage />, { wrapper });
}

describe('PortalHomePage', () => {
  it('sums up what needs the client: the next visit, unread messages, forms, documents and the balance', async () => {
    setup({ role: 'client', name: 'Sam Lee' });
    const next = await screen.findByRole('region', { name: 'Next appointment' });
    expect(await within(next).findByText('Tue, Jan 8 · 4:00 PM – 4:50 PM')).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'Join the video visit' }).getAttribute('href')).toBe(visit.telehealth_url);
    expect(await within(screen.getByRole('region', { name: 'Messages' })).findByText('2 unread messages from your practice')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Forms to complete' })).findByText('Patient Health Questionnaire (PHQ-9)')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Documents to sign' })).findByText('Telehealth consent')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Balance' })).findByText('$85.00 due')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open messages' }).getAttribute('href')).toBe('/client/messages');
  });

  it('shows a demo character the same summary without links to pages only real clients may open', async () => {
    setup({ role: 'demo', demo_mode: true, character_type: 'client', name: 'Alex Rivera' });
    await screen.findByText('2 unread messages from your practice');
    expect(screen.queryByRole('link', { name: 'Open messages' })).toBeNull();
    expect(screen.getByText(/A sample portal/)).toBeTruthy();
  });
});
