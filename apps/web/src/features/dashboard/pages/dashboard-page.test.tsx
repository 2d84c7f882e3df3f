// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import type * as Assistant from '@/features/assistant';
import DashboardPage from './dashboard-page';

// The panel has its own tests; here it would only add its own requests.
vi.mock('@/features/assistant', async (original) => ({ ...(await original<typeof Assistant>()), AssistantPanel: () => null }));

const sam = '33333333-3333-4333-8333-333333333333';
const jordan = '44444444-4444-4444-8444-444444444444';
const visit = (over: Partial<CalendarAppointment>) =>
  ({ id: crypto.randomUUID(), status: 'scheduled', type_name: null, location: 'office', telehealth_url: null, ...over }) as CalendarAppointment;

/** Tuesday 14 April 2026, 12:00 in New York. */
const now = new Date('2026-04-14T16:00:00Z');
const visits = [
  visit({
    client_id: sam,
    client_name: 'Sam Lee',
    start: '2026-04-14T16:25:00.000Z',
    end: '2026-04-14T17:18:00.000Z',
    type_name: 'Individual therapy, 53 min',
  }),
  visit({ client_id: jordan, client_name: 'Jordan Blake', start: '2026-04-15T13:00:00.000Z', end: '2026-04-15T13:50:00.000Z', status: 'cancelled' }),
];

function setup({ weekly = [] as { weekday: number; start: string; end: string; location: 'office' }[] } = {}) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    asked.push(`${pathname}${search}`);
    if (pathname === '/api/appointments') return json({ appointments: visits });
    if (pathname === '/api/work-schedule') return json({ provider_id: sam, time_zone: 'America/New_York', buffer_minutes: 0, weekly, time_off: [] });
    if (pathname === '/api/availability')
      return json({ time_zone: 'America/New_York', working: [], open_slots: [{ start: '2026-04-16T14:00:00.000Z', end: '2026-04-16T15:00:00.000Z' }] });
    if (pathname === '/api/notes/completion-stats') return json({ all_documented: false, pending_count: 2, completion_percentage: 60, total_sessions: 5 });
    return json({ error: 'not_found', message: 'Not found.' }, 404);
  });
  const { client, wrapper } = withProviders('/dashboard');
  client.setQueryData(meQueryKey, testUser({ time_zone: 'America/New_York', time_zone_source: 'user' }));
  render(<DashboardPage />, { wrapper });
  return asked;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('shows the next client, today’s and tomorrow’s sessions linking to each client, and notes due', async () => {
    const asked = setup();
    const next = await screen.findByRole('region', { name: 'Next client' });
    expect(within(next).getByRole('link', { name: 'Sam Lee' }).getAttribute('href')).toBe(`/clients/${sam}`);
    expect(within(next).getByTestId('next-client-when').textContent).toBe('in 25 min');

    const today = screen.getByRole('region', { name: /^Today · / });
    expect(within(today).getByText('1 session')).toBeTruthy();
    expect(within(today).getByText('Scheduled')).toBeTruthy();
    const tomorrow = screen.getByRole('region', { name: /^Tomorrow · / });
    expect(within(tomorrow).getByText('0 sessions')).toBeTruthy();
    expect(within(tomorrow).getByRole('link', { name: 'Jordan Blake' }).getAttribute('href')).toBe(`/clients/${jordan}`);
    expect(within(tomorrow).getByText('Cancelled')).toBeTruthy();

    expect(await screen.findByText(/sessions need their notes · 60% documented/)).toBeTruthy();
    // The week of visits in the clinician's zone: from midnight in New York.
    expect(asked.find((a) => a.startsWith('/api/appointments'))).toContain(`from=${encodeURIComponent('2026-04-14T04:00:00.000Z')}`);
  });

  it('without working hours, offers to set them instead of open slots', async () => {
    const asked = setup();
    const link = await screen.findByRole('link', { name: 'Set your working hours' });
    expect(link.getAttribute('href')).toBe('/settings/work-schedule');
    expect(asked.some((a) => a.startsWith('/api/availability'))).toBe(false);
  });

  it('with working hours, lists the open slots left this week by day', async () => {
    const asked = setup({ weekly: [{ weekday: 4, start: '10:00', end: '11:00', location: 'office' }] });
    const slots = await screen.findByRole('region', { name: 'Open slots this week' });
    expect(await within(slots).findByText(/10:00/)).toBeTruthy();
    expect(within(slots).getByText('1 × 60 min')).toBeTruthy();
    expect(asked.find((a) => a.startsWith('/api/availability'))).toContain(`to=${encodeURIComponent('2026-04-20T04:00:00.000Z')}`);
  });
});
