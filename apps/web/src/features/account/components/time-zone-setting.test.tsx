// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { User } from '@tend/contracts/users.contract';
import { testUser } from '@/testing/render-app';
import { renderWithProviders } from '@/testing/render-with-providers';
import { TimeZoneSetting } from './time-zone-setting';

const requests: unknown[] = [];

function setup(user: User) {
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(init?.body as string) as { time_zone: string | null };
    requests.push(body);
    const saved = { ...user, time_zone: body.time_zone ?? 'America/New_York', time_zone_source: body.time_zone ? 'user' : 'practice' };
    return new Response(JSON.stringify({ user: saved }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const onSaved = vi.fn();
  renderWithProviders(<TimeZoneSetting user={user} onSaved={onSaved} />);
  return onSaved;
}

const field = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Time zone' });
const save = () => screen.getByRole('button', { name: 'Save time zone' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('TimeZoneSetting', () => {
  it('without a zone of one’s own, says the browser’s is followed, and saves the zone picked', async () => {
    const onSaved = setup(testUser({ time_zone: 'America/New_York', time_zone_source: 'practice' }));
    expect(field().value).toBe('');
    expect(screen.getByText(/Not chosen: your days follow this browser's zone/)).toBeTruthy();
    expect((save() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(field(), { target: { value: 'Beirut' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Asia/Beirut' }));
    fireEvent.click(save());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ time_zone: 'Asia/Beirut', time_zone_source: 'user' })));
    expect(requests).toEqual([{ time_zone: 'Asia/Beirut' }]);
  });

  it('clearing one’s own zone saves null, handing the days back to the browser’s zone', async () => {
    const onSaved = setup(testUser({ time_zone: 'America/Santiago', time_zone_source: 'user' }));
    expect(field().value).toBe('America/Santiago');
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.click(save());

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([{ time_zone: null }]);
  });
});
