// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AppointmentProposal } from '@tend/contracts/assistant.contract';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import { clearProposals, rememberProposal } from '../state/proposals';
import { ProposalCard } from './proposal-card';

const messageId = '55555555-5555-4555-8555-555555555555';
const clientId = '33333333-3333-4333-8333-333333333333';
const typeId = '44444444-4444-4444-8444-444444444444';

// Wednesday 11 March 2026, 10:30–11:23 in New York.
const proposal: AppointmentProposal = {
  kind: 'appointment',
  client_id: clientId,
  client_name: 'Jordan Blake',
  start: '2026-03-11T14:30:00.000Z',
  end: '2026-03-11T15:23:00.000Z',
  time_zone: 'America/New_York',
  type_id: typeId,
  type_name: 'Individual therapy, 53 min',
  location: 'office',
  conflicts: [],
  outside_working_hours: false,
};

const booked = { id: '66666666-6666-4666-8666-666666666666', client_id: clientId, start: proposal.start, end: proposal.end } as CalendarAppointment;
const conflict = {
  error: 'appointment_conflict',
  message:
    'The clinician already has an appointment 2026-03-11T14:00:00.000Z–2026-03-11T14:53:00.000Z (S.L.). Book anyway only if the double booking is intended.',
  details: {
    conflicts: [{ id: '77777777-7777-4777-8777-777777777777', start: '2026-03-11T14:00:00.000Z', end: '2026-03-11T14:53:00.000Z', client_initials: 'S.L.' }],
  },
};

/** POST /api/appointments answers each response in turn; every request body is kept. */
function setup(answers: Response[]) {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    expect(new URL(url, 'http://localhost').pathname).toBe('/api/appointments');
    expect(init.method).toBe('POST');
    posted.push(JSON.parse(init.body as string) as Record<string, unknown>);
    return answers.shift()!;
  });
  rememberProposal(messageId, proposal);
  const { client, wrapper } = withProviders('/dashboard');
  client.setQueryData(meQueryKey, testUser({ time_zone: 'America/New_York', time_zone_source: 'user' }));
  client.setQueryData(['calendar', 'range', 'this week'], { appointments: [] });
  render(<ProposalCard messageId={messageId} />, { wrapper });
  return { posted, client };
}

beforeEach(clearProposals);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProposalCard', () => {
  it('shows the proposal in the clinician’s zone, with Change opening the calendar on that day', () => {
    setup([]);
    expect(screen.getByText('Jordan Blake')).toBeTruthy();
    expect(screen.getByText(/11.*10:30.*11:23.* · 53 min/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change' }).getAttribute('href')).toBe('/calendar?date=2026-03-11');
  });

  it('Confirm books it with POST /api/appointments and refreshes the calendar lists', async () => {
    const { posted, client } = setup([json({ appointments: [booked] }, 201)]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Booked: Jordan Blake')).toBeTruthy();
    expect(posted).toEqual([
      {
        client_id: clientId,
        type_id: typeId,
        start: proposal.start,
        end: proposal.end,
        location: 'office',
        allow_conflict: false,
        allow_outside_hours: false,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Open client' }).getAttribute('href')).toBe(`/clients/${clientId}`);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await waitFor(() => expect(client.getQueryState(['calendar', 'range', 'this week'])?.isInvalidated).toBe(true));
  });

  it('a 409 conflict shows the other visit and offers Book anyway, which books with allow_conflict', async () => {
    const { posted } = setup([json(conflict, 409), json({ appointments: [booked] }, 201)]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    const refusal = await screen.findByTestId('proposal-refusal');
    expect(refusal.textContent).toMatch(/You already have an appointment then: 10:00.*–10:53.* \(S\.L\.\)/);
    expect(screen.queryByText(/^Booked/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book anyway' }));

    expect(await screen.findByText('Booked: Jordan Blake')).toBeTruthy();
    expect(posted.map((p) => p.allow_conflict)).toEqual([false, true]);
  });

  it('Dismiss sets it aside without a request', () => {
    const { posted } = setup([]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByText('Proposed appointment dismissed.')).toBeTruthy();
    expect(posted).toEqual([]);
  });
});
