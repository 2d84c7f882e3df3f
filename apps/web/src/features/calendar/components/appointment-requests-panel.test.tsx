// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import { AppointmentRequestsPanel } from './appointment-requests-panel';

const request = {
  id: '7d1f4c1e-0a5e-4d6b-9a39-5f4f7a0c2b11',
  client_id: '0b8e4d5c-1f2a-4a3b-8c9d-0e1f2a3b4c5d',
  client_name: 'Sam Lee',
  provider_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  provider_name: 'Dr Alice Moreno',
  type_id: null,
  type_name: null,
  start: '2030-01-09T14:50:00.000Z',
  end: '2030-01-09T15:40:00.000Z',
  message: 'After work if possible',
  status: 'pending',
  decline_reason: null,
  created_at: '2030-01-07T15:00:00.000Z',
  decided_at: null,
  appointment_id: null,
};

function setup(pending: unknown[], approve: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.replace(/\?.*/, '')}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`);
    if (method === 'GET') return json({ requests: pending });
    if (url.includes('/approve')) return approve();
    return json({ request: { ...request, status: 'declined', decline_reason: 'Taken' } });
  });
  const { wrapper } = withProviders();
  render(<AppointmentRequestsPanel timeZone="America/New_York" />, { wrapper });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppointmentRequestsPanel', () => {
  it('is absent while no request waits', async () => {
    const calls = setup([], () => json({}));
    await waitFor(() => expect(calls).toContain('GET /api/appointment-requests'));
    expect(screen.queryByRole('region', { name: /Appointment requests/ })).toBeNull();
  });

  it('shows a clash on approval and keeps the request; declines with a reason', async () => {
    const calls = setup([request], () => json({ error: 'appointment_conflict', message: 'The clinician already has an appointment then.' }, 409));
    const panel = await screen.findByRole('region', { name: 'Appointment requests (1)' });
    expect(within(panel).getByText(/Sam Lee · Wed, Jan 9/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: "Approve Sam Lee's request" }));
    expect(await within(panel).findByText('The clinician already has an appointment then.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: "Decline Sam Lee's request" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(calls).toContain(`POST /api/appointment-requests/${request.id}/decline {"reason":"Taken"}`));
  });
});
