// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@tend/contracts/users.contract';
import type { WorkSchedule } from '@tend/contracts/work-schedule.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import WorkSchedulePage from './work-schedule-page';

const ownId = '11111111-1111-4111-8111-111111111111';
const benId = '66666666-6666-4666-8666-666666666666';
const omarId = '77777777-7777-4777-8777-777777777777';

const schedule = (overrides: Partial<WorkSchedule> = {}): WorkSchedule => ({
  provider_id: ownId,
  time_zone: 'America/New_York',
  buffer_minutes: 10,
  weekly: [{ weekday: 1, start: '09:00', end: '17:00', location: 'office' }],
  time_off: [
    { id: '88888888-8888-4888-8888-888888888888', starts_at: '2026-03-16T04:00:00.000Z', ends_at: '2026-03-21T04:00:00.000Z', reason: 'Spring break' },
  ],
  ...overrides,
});

const clinician = (uuid: string, name: string) => ({
  uuid,
  email: `${uuid}@x.test`,
  name,
  role: 'therapist',
  active: true,
  supervisor_id: null,
  created_at: '2025-01-01T00:00:00.000Z',
});

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** The API stubbed: schedules by provider, the practice's clinicians; every request kept. */
function setup({ user = testUser(), schedules = { [ownId]: schedule() } }: { user?: User; schedules?: Record<string, WorkSchedule> } = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    sent.push({ method, path: parsed.pathname, query: Object.fromEntries(parsed.searchParams), body });
    if (parsed.pathname === '/api/users') return json({ users: [clinician(omarId, 'Dr Omar Haddad'), clinician(benId, 'Dr Ben Okafor')] });
    // The two cards below the schedule: the feed is off, the practice keeps the default reminders.
    if (parsed.pathname === '/api/calendar-feed') return json({ enabled: false, created_at: null });
    if (parsed.pathname === '/api/appointment-types') return json({ types: [] });
    if (parsed.pathname === '/api/practice/scheduling-settings')
      return json({ reminder_lead_hours: [48, 2], sms_reminders: false, late_cancel_window_hours: 24, sms_available: false });
    const providerId = parsed.searchParams.get('provider_id') ?? (body?.provider_id as string | undefined) ?? ownId;
    if (method === 'PUT') return json({ ...schedules[providerId]!, ...body });
    if (method === 'POST') return json({ id: '99999999-9999-4999-8999-999999999999', ...body }, 201);
    if (method === 'DELETE') return json({ ok: true });
    return json(schedules[providerId] ?? { error: 'not_found', message: 'Clinician not found.' }, schedules[providerId] ? 200 : 404);
  });
  const { client, wrapper } = withProviders('/settings/work-schedule');
  client.setQueryData(meQueryKey, user);
  render(<WorkSchedulePage />, { wrapper });
  return { sent, writes: () => sent.filter((s) => s.method !== 'GET') };
}

const day = (name: string) => screen.getByRole('group', { name });
const input = (group: HTMLElement, label: 'Start' | 'End', n = 0) => within(group).getAllByLabelText<HTMLInputElement>(label)[n]!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WorkSchedulePage', () => {
  it('shows the week in the clinician’s zone and saves a changed week with the buffer', async () => {
    const { writes } = setup();
    expect(await screen.findByText('Times are in America/New_York.')).toBeTruthy();
    expect(input(day('Monday'), 'Start').value).toBe('09:00');
    expect(within(day('Tuesday')).getByText('Not working')).toBeTruthy();

    fireEvent.click(within(day('Tuesday')).getByRole('button', { name: 'Add hours on Tuesday' }));
    fireEvent.change(input(day('Tuesday'), 'Start'), { target: { value: '10:00' } });
    fireEvent.change(input(day('Tuesday'), 'End'), { target: { value: '14:00' } });
    fireEvent.change(within(day('Tuesday')).getByLabelText('Location'), { target: { value: 'telehealth' } });
    fireEvent.change(screen.getByLabelText('Buffer between sessions'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/work-schedule',
      body: {
        weekly: [
          { weekday: 1, start: '09:00', end: '17:00', location: 'office' },
          { weekday: 2, start: '10:00', end: '14:00', location: 'telehealth' },
        ],
        buffer_minutes: 15,
      },
    });
    expect(await screen.findByText('Working hours saved')).toBeTruthy();
  });

  it('names the field that is wrong and sends nothing: an end before its start, spans that overlap', async () => {
    const { writes } = setup();
    await screen.findByText('Times are in America/New_York.');
    fireEvent.change(input(day('Monday'), 'End'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await within(day('Monday')).findByText('must be after start')).toBeTruthy();

    fireEvent.change(input(day('Monday'), 'End'), { target: { value: '17:00' } });
    fireEvent.click(within(day('Monday')).getByRole('button', { name: 'Add hours on Monday' }));
    fireEvent.change(input(day('Monday'), 'Start', 1), { target: { value: '16:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    expect(await within(day('Monday')).findByText('overlaps 09:00–17:00 on Monday')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('copies Monday to the other weekdays, leaves the weekend, and removes a span', async () => {
    const { writes } = setup();
    await screen.findByText('Times are in America/New_York.');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    for (const name of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) expect(input(day(name), 'End').value).toBe('17:00');
    expect(within(day('Saturday')).getByText('Not working')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wednesday hours 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect((writes()[0]!.body as { weekly: { weekday: number }[] }).weekly.map((s) => s.weekday)).toEqual([1, 2, 4, 5]);
  });

  it('lists time off, adds more read on the clinician’s clock, and removes it', async () => {
    const { writes } = setup();
    const list = await screen.findByRole('list', { name: 'Planned time off' });
    expect(within(list).getByText('Spring break')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Add time off' });
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '2026-03-07T12:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2026-03-09T12:00' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Conference' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    // New York's clock changes between the two: -05:00, then -04:00.
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/work-schedule/time-off',
      body: { starts_at: '2026-03-07T12:00:00-05:00', ends_at: '2026-03-09T12:00:00-04:00', reason: 'Conference' },
    });

    fireEvent.click(within(list).getByRole('button', { name: /^Remove time off/ }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toMatchObject({ method: 'DELETE', path: '/api/work-schedule/time-off/88888888-8888-4888-8888-888888888888' });
  });

  it('refuses time off that ends before it starts, without sending it', async () => {
    const { writes } = setup();
    const form = await screen.findByRole('form', { name: 'Add time off' });
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '2026-03-09T12:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2026-03-09T11:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await within(form).findByText('Must end after it starts')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('lets an admin choose the clinician and saves that clinician’s week', async () => {
    const { sent, writes } = setup({
      user: testUser({ role: 'admin', uuid: '22222222-2222-4222-8222-222222222221' }),
      schedules: { [benId]: schedule({ provider_id: benId, time_zone: 'Europe/London' }), [omarId]: schedule({ provider_id: omarId, weekly: [] }) },
    });
    // The first clinician by name opens first.
    expect(await screen.findByText('Times are in Europe/London.')).toBeTruthy();
    expect(sent.find((s) => s.path === '/api/work-schedule')?.query).toEqual({ provider_id: benId });
    fireEvent.change(screen.getByLabelText('Clinician'), { target: { value: omarId } });
    await waitFor(() => expect(within(day('Monday')).getByText('Not working')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save working hours' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ provider_id: omarId, weekly: [] });
  });

  it('tells a client they have no access', () => {
    setup({ user: testUser({ role: 'client' }) });
    expect(screen.getByText('No access')).toBeTruthy();
  });
});
