// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import { CalendarFeedCard } from './calendar-feed-card';

const links = ['https://tend.example/api/calendar-feed/first-secret.ics', 'https://tend.example/api/calendar-feed/second-secret.ics'];

/** A server holding one feed: off at first; each POST makes the next link. */
function setup() {
  const calls: string[] = [];
  let enabled = false;
  let made = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (!url.endsWith('/api/calendar-feed')) return json({ error: 'not_found', message: 'Not found.' }, 404);
    if (method === 'POST') {
      enabled = true;
      return json({ enabled, created_at: '2026-03-02T15:00:00.000Z', url: links[made++] }, 201);
    }
    if (method === 'DELETE') enabled = false;
    return json({ enabled, created_at: enabled ? '2026-03-02T15:00:00.000Z' : null });
  });
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const { wrapper } = withProviders();
  render(<CalendarFeedCard />, { wrapper });
  return { calls, writeText };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CalendarFeedCard', () => {
  it('turns the feed on and shows its link once, with a warning and a copy button', async () => {
    const { calls, writeText } = setup();
    const card = screen.getByRole('region', { name: 'Calendar feed' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Turn on' }));

    const link = await within(card).findByRole('textbox', { name: 'Feed link' });
    expect(link).toHaveProperty('value', links[0]);
    expect(within(card).getByText(/Anyone with this link can see your calendar/)).toBeTruthy();
    expect(calls).toContain('POST /api/calendar-feed');

    fireEvent.click(within(card).getByRole('button', { name: 'Copy feed link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(links[0]));
  });

  it('replaces the link after asking, then turns the feed off after asking', async () => {
    const { calls } = setup();
    const card = screen.getByRole('region', { name: 'Calendar feed' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Turn on' }));
    await within(card).findByRole('textbox', { name: 'Feed link' });

    fireEvent.click(within(card).getByRole('button', { name: 'Replace link' }));
    expect(within(card).getByText(/The current link stops working/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(within(card).getByRole('textbox', { name: 'Feed link' })).toHaveProperty('value', links[1]));

    fireEvent.click(within(card).getByRole('button', { name: 'Turn off' }));
    const question = within(card)
      .getByText(/Calendars subscribed to the link stop updating/)
      .closest<HTMLElement>('[role="alert"]')!;
    fireEvent.click(within(question).getByRole('button', { name: 'Turn off' }));
    await within(card).findByText('Off.');
    expect(within(card).queryByRole('textbox', { name: 'Feed link' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual(['DELETE /api/calendar-feed']);
  });
});
