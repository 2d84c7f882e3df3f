// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AppointmentType } from '@tend/contracts/calendar.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import { AppointmentTypesCard } from './appointment-types-card';

const intake: AppointmentType = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Intake assessment',
  service_code: '90791',
  duration_minutes: 60,
  active: true,
};

function setup(role: 'admin' | 'therapist') {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    sent.push({ method, path, body });
    if (method === 'PATCH') return json({ ...intake, ...body });
    if (method === 'POST') return json({ id: '22222222-2222-4222-8222-222222222222', active: true, ...body }, 201);
    return json({ types: [intake] });
  });
  const { client, wrapper } = withProviders('/settings/work-schedule');
  client.setQueryData(meQueryKey, testUser({ role }));
  render(<AppointmentTypesCard />, { wrapper });
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppointmentTypesCard', () => {
  it('lets an admin stop offering a type and add one with its code and length', async () => {
    const sent = setup('admin');
    fireEvent.click(await screen.findByRole('switch', { name: 'Offer Intake assessment' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'PATCH')).toMatchObject({ path: `/api/appointment-types/${intake.id}`, body: { active: false } }));

    fireEvent.change(screen.getByLabelText(/New type/), { target: { value: 'Couples therapy' } });
    fireEvent.change(screen.getByLabelText('CPT code'), { target: { value: '90847' } });
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add type' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'POST')).toMatchObject({
        path: '/api/appointment-types',
        body: { name: 'Couples therapy', service_code: '90847', duration_minutes: 75 },
      }),
    );
  });

  it('shows a clinician the types without the means to change them', async () => {
    setup('therapist');
    expect((await screen.findByRole<HTMLInputElement>('switch', { name: 'Offer Intake assessment' })).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add type' })).toBeNull();
  });
});
