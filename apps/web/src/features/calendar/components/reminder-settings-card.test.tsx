// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SchedulingSettingsResponse } from '@tend/contracts/scheduling-settings.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import { ReminderSettingsCard } from './reminder-settings-card';

const stored: SchedulingSettingsResponse = { reminder_lead_hours: [48, 2], sms_reminders: false, late_cancel_window_hours: 24, sms_available: true };

function setup(role: 'admin' | 'therapist', settings = stored) {
  const patches: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!url.endsWith('/api/practice/scheduling-settings')) return json({ error: 'not_found', message: 'Not found.' }, 404);
    if (init?.method === 'PATCH') {
      const body = JSON.parse(init.body as string) as Partial<SchedulingSettingsResponse>;
      patches.push(body);
      return json({ ...settings, ...body });
    }
    return json(settings);
  });
  const { client, wrapper } = withProviders();
  client.setQueryData(meQueryKey, testUser({ role }));
  render(<ReminderSettingsCard />, { wrapper });
  return { patches };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReminderSettingsCard', () => {
  it('shows a clinician the policy, read-only', async () => {
    setup('therapist');
    const leads = await screen.findByRole('list', { name: 'Reminder lead times' });
    expect(
      within(leads)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['2 days before', '2 h before']);
    expect(screen.getByText('Late cancellation window (hours)').nextElementSibling?.textContent).toBe('24');
    expect(screen.queryByRole('button', { name: 'Save reminder settings' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('lets an admin change lead times, texts and the window, saving them together', async () => {
    const { patches } = setup('admin');
    const group = await screen.findByRole('group', { name: 'Reminder lead times' });
    fireEvent.click(within(group).getByLabelText('Remove 2 hours'));
    fireEvent.change(within(group).getByLabelText('Hours before the visit'), { target: { value: '24' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Text reminders to clients who agreed' }));
    fireEvent.change(screen.getByLabelText('Late cancellation window (hours)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reminder settings' }));

    await waitFor(() => expect(patches).toEqual([{ reminder_lead_hours: [48, 24], sms_reminders: true, late_cancel_window_hours: 12 }]));
  });

  it('says what is wrong instead of saving a bad window or lead time', async () => {
    const { patches } = setup('admin');
    const group = await screen.findByRole('group', { name: 'Reminder lead times' });
    fireEvent.change(within(group).getByLabelText('Hours before the visit'), { target: { value: '48' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Add' }));
    expect(within(group).getByText('Already in the list')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Late cancellation window (hours)'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reminder settings' }));
    expect(await screen.findByText('At most 168 hours (7 days)')).toBeTruthy();
    expect(patches).toEqual([]);
  });

  it('keeps the text switch off while the server cannot send texts', async () => {
    setup('admin', { ...stored, sms_available: false });
    const toggle = await screen.findByRole('switch', { name: 'Text reminders to clients who agreed' });
    expect(toggle).toHaveProperty('disabled', true);
    expect(screen.getByText('Texts need an SMS provider set up on the server first.')).toBeTruthy();
  });
});
