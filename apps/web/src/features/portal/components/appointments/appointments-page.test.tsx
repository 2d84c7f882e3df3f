// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import AppointmentsPage from '@/features/portal/pages/appointments-page';

const visit = (id: string, start: string, extra: Record<string, unknown> = {}) => ({
  id,
  client_id: '0b8e4d5c-1f2a-4a3b-8c9d-0e1f2a3b4c5d',
  client_name: 'Sam Lee',
  group_name: null,
  start,
  end: new Date(Date.parse(start) + 50 * 60_000).toISOString(),
  status: 'scheduled',
  type_name: 'Individual therapy',
  provider_name: 'Dr Alice Moreno',
  location: 'office',
  telehealth_url: null,
  cancellable: false,
  cancel_until: null,
  cancel_refusal: null,
  ...extra,
});

const soon = new Date(Date.now() + 3_600_000).toISOString();
const later = new Date(Date.now() + 10 * 86_400_000).toISOString();
const data = {
  time_zone: 'America/New_York',
  late_cancel_window_hours: 24,
  practice_phone: '555-0100',
  practice_email: null,
  next: null,
  upcoming: [
    visit('a1f4c1e0-0a5e-4d6b-9a39-5f4f7a0c2b11', soon, { cancel_refusal: 'Less than 24 hours before the visit: please call the practice at 555-0100.' }),
    visit('b2f4c1e0-0a5e-4d6b-9a39-5f4f7a0c2b11', later, { cancellable: true, cancel_until: new Date(Date.parse(later) - 86_400_000).toISOString() }),
  ],
  past: [],
  requests: [],
  clients: [{ id: '0b8e4d5c-1f2a-4a3b-8c9d-0e1f2a3b4c5d', name: 'Sam Lee', provider_name: 'Dr Alice Moreno', can_request: true }],
  types: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppointmentsPage', () => {
  it('shows why a visit cannot be cancelled before trying, and cancels one outside the window', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (init?.method === 'POST') return json({ appointment: { ...data.upcoming[1], status: 'cancelled', cancellable: false } });
      return json(data);
    });
    const { wrapper } = withProviders();
    render(<AppointmentsPage />, { wrapper });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByText('Less than 24 hours before the visit: please call the practice at 555-0100.')).toBeTruthy();
    expect(within(upcoming).getByText(/^Free cancellation until/)).toBeTruthy();
    const buttons = within(upcoming).getAllByRole('button', { name: 'Cancel visit' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this visit?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel visit' }));
    await waitFor(() => expect(calls).toContain(`POST /api/portal/appointments/${data.upcoming[1]!.id}/cancel`));
  });
});
