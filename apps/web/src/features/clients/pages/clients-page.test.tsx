// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { Client } from '@tend/contracts/clients.contract';
import type { User } from '@tend/contracts/users.contract';
import { meQueryKey } from '@/lib/session/me-query';
import { testUser } from '@/testing/render-app';
import { withProviders } from '@/testing/render-with-providers';
import ClientsPage from './clients-page';
import { jsonResponse as json } from '@/testing/json-response';

const clinicianId = '66666666-6666-4666-8666-666666666666';

const client = (n: number): Client => ({
  id: `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`,
  first_name: `Client${n}`,
  last_name: 'Example',
  preferred_name: n === 1 ? 'Cee' : null,
  pronouns: null,
  email: `client${n}@example.test`,
  phone: null,
  date_of_birth: '1990-05-04',
  address: null,
  emergency_contact: null,
  status: n % 2 ? 'active' : 'waitlist',
  discharged_on: null,
  discharge_reason: null,
  provider_id: clinicianId,
  provider_name: 'Sam Okafor',
  created_at: '2026-01-05T15:00:00.000Z',
  updated_at: '2026-01-05T15:00:00.000Z',
});

/** Where the page keeps its filters. */
function Location() {
  const { search } = useLocation();
  return <output data-testid="location">{search}</output>;
}

/** GET /api/clients answers `total` matches, 25 a page; every request's query is kept. */
function setup({ total = 60, user = testUser(), path = '/clients', status = 200 }: { total?: number; user?: User; path?: string; status?: number } = {}) {
  const queries: URLSearchParams[] = [];
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/users')
      return json({
        users: [
          {
            uuid: clinicianId,
            email: 'sam@harbor.test',
            name: 'Sam Okafor',
            role: 'therapist',
            active: true,
            supervisor_id: null,
            created_at: '2025-01-01T00:00:00.000Z',
          },
        ],
      });
    if (status !== 200) return json({ error: 'forbidden', message: 'No' }, status);
    queries.push(parsed.searchParams);
    const offset = Number(parsed.searchParams.get('offset'));
    const count = Math.max(0, Math.min(25, total - offset));
    return json({ clients: Array.from({ length: count }, (_, i) => client(offset + i + 1)), total });
  });
  const { client: queryClient, wrapper } = withProviders(path);
  queryClient.setQueryData(meQueryKey, user);
  render(
    <>
      <ClientsPage />
      <Location />
    </>,
    { wrapper },
  );
  const last = () => Object.fromEntries(queries.at(-1) ?? []);
  return { queries, last, urls };
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientsPage', () => {
  it('asks for the first page by name and pages by the total', async () => {
    const { last } = setup();
    expect(await screen.findByRole('link', { name: 'Client1 Example (Cee)' })).toBeTruthy();
    expect(last()).toEqual({ sort: 'name', order: 'asc', limit: '25', offset: '0' });
    expect(screen.getByText('1–25 of 60')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(last()).toMatchObject({ offset: '25' }));
    expect(await screen.findByText('26–50 of 60')).toBeTruthy();
    expect(location()).toBe('?page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('51–60 of 60')).toBeTruthy();
    expect(last()).toMatchObject({ offset: '50' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to next page' }).disabled).toBe(true);
  });

  it('sends the debounced search, the status filter and the sort, and keeps them in the URL', async () => {
    const { last, queries } = setup({ path: '/clients?page=3' });
    await screen.findByRole('link', { name: /^Client51 Example/ });
    expect(last()).toMatchObject({ offset: '50' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ma' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'maya ' } });
    await waitFor(() => expect(last()).toEqual({ search: 'maya', sort: 'name', order: 'asc', limit: '25', offset: '0' }));
    // Typing that rests once sends once.
    expect(queries.filter((q) => q.get('search') === 'ma')).toEqual([]);
    expect(location()).toBe('?search=maya');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Waitlist' }));
    await waitFor(() => expect(last()).toMatchObject({ search: 'maya', status: 'waitlist', offset: '0' }));

    fireEvent.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'status', order: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'status', order: 'desc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Added' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'created', order: 'desc', search: 'maya', status: 'waitlist' }));
    expect(location()).toBe('?search=maya&status=waitlist&sort=created&order=desc');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(last()).toEqual({ sort: 'created', order: 'desc', limit: '25', offset: '0' }));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('');
  });

  it('reads its filters from the URL', async () => {
    const { last } = setup({ path: '/clients?search=sam&status=active&sort=status&order=desc&page=2' });
    await screen.findByText('26–50 of 60');
    expect(last()).toEqual({ search: 'sam', status: 'active', sort: 'status', order: 'desc', limit: '25', offset: '25' });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('sam');
  });

  it('shows the clinician filter and column to an admin only', async () => {
    const { urls } = setup();
    await screen.findByRole('link', { name: 'Client1 Example (Cee)' });
    expect(screen.queryByRole('combobox', { name: 'Clinician' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Clinician' })).toBeNull();
    expect(urls.some((u) => u.endsWith('/api/users'))).toBe(false);
    cleanup();

    const admin = setup({ user: testUser({ role: 'admin' }) });
    await screen.findByRole('link', { name: 'Client1 Example (Cee)' });
    expect(screen.getByRole('columnheader', { name: 'Clinician' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Clinician' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Okafor' }));
    await waitFor(() => expect(admin.last()).toMatchObject({ provider_id: clinicianId, offset: '0' }));
  });

  it('says when nothing matches, and when the clients may not be seen', async () => {
    setup({ total: 0, path: '/clients?search=zzz' });
    expect(await screen.findByText('No clients match these filters')).toBeTruthy();
    cleanup();

    setup({ status: 403 });
    expect(await screen.findByText('No access')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New client' })).toBeNull();
  });

  it('opens the new client form', async () => {
    setup();
    await screen.findByRole('link', { name: 'Client1 Example (Cee)' });
    fireEvent.click(screen.getByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New client' });
    expect(within(dialog).getByRole('button', { name: 'Add client' })).toBeTruthy();
  });
});
