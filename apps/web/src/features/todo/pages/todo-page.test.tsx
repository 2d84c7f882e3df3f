// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Task } from '@tend/contracts/tasks.contract';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import TodoPage from './todo-page';

const me = '11111111-1111-4111-8111-111111111111';
const samId = '44444444-4444-4444-8444-444444444444';
const urgent: Task = {
  id: '11111111-1111-4111-8111-aaaaaaaaaaaa',
  title: 'Follow up: PHQ-9 item 9 answered 1 of 3 — Sam Lee',
  details: null,
  due_at: '2026-03-03T15:00:00.000Z',
  priority: 'urgent',
  status: 'open',
  source: 'measure_urgent',
  client_id: samId,
  client_name: 'Sam Lee',
  note_id: null,
  encounter_id: null,
  assignee_id: me,
  assignee_name: 'Dr Alice Moreno',
  created_by_name: null,
  overdue: true,
  created_at: '2026-03-03T15:00:00.000Z',
  completed_at: null,
};

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

function setup(initial: Task[], path = '/todo') {
  let tasks = [...initial];
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ method, path: u.pathname, search: u.search, body });
    if (u.pathname === '/api/tasks' && method === 'GET') {
      const view = u.searchParams.get('view');
      const open = tasks.filter((t) => u.searchParams.get('include_done') === 'true' || t.status === 'open');
      return json({ tasks: view === 'assigned_by_me' ? [] : open });
    }
    if (u.pathname === '/api/tasks/assignees') return json({ assignees: [{ id: me, name: 'Dr Alice Moreno' }] });
    if (u.pathname === '/api/clients') return json({ clients: [{ id: samId, first_name: 'Sam', last_name: 'Lee', preferred_name: null }], total: 1 });
    if (u.pathname === '/api/tasks' && method === 'POST') {
      const created: Task = { ...urgent, id: crypto.randomUUID(), source: 'manual', overdue: false, created_by_name: 'Dr Alice Moreno', ...body };
      tasks = [...tasks, created];
      return json(created, 201);
    }
    const complete = /^\/api\/tasks\/(.+)\/complete$/.exec(u.pathname);
    if (complete && method === 'POST') {
      tasks = tasks.map((t) => (t.id === complete[1] ? { ...t, status: 'done', overdue: false } : t));
      return json(tasks.find((t) => t.id === complete[1]));
    }
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { wrapper } = withProviders(path);
  render(<TodoPage />, { wrapper });
  return { calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TodoPage', () => {
  it('lists my tasks with the client link, due, priority and where Tend’s came from; a tick completes one', async () => {
    const { calls } = setup([urgent]);
    const table = await screen.findByRole('table', { name: 'Mine tasks' });
    expect(within(table).getByRole('link', { name: 'Sam Lee' }).getAttribute('href')).toBe(`/clients/${samId}`);
    expect(table.textContent).toContain('Created by Tend: urgent measure answer');
    expect(table.textContent).toContain('overdue');
    expect(table.textContent).toContain('Urgent');
    // Tend's own tasks can be completed, not deleted.
    expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: `Mark done: ${urgent.title}` }));
    expect(await screen.findByText('Nothing on your list')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/tasks/${urgent.id}/complete`)).toBe(true);
  });

  it('an empty list offers a new task; the dialog checks the title and adds it to the list', async () => {
    const { calls } = setup([]);
    const empty = (await screen.findByText('Nothing on your list')).parentElement!;
    fireEvent.click(within(empty).getByRole('button', { name: 'New task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Call the school counsellor' } });
    fireEvent.change(within(dialog).getByLabelText('Due'), { target: { value: '2026-03-05T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    const table = await screen.findByRole('table', { name: 'Mine tasks' });
    expect(table.textContent).toContain('Call the school counsellor');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/tasks')!;
    // The wall-clock time is sent with the clinician's zone offset.
    expect(post.body).toMatchObject({ title: 'Call the school counsellor', priority: 'normal', client_id: null });
    expect((post.body as { due_at: string }).due_at).toMatch(/^2026-03-05T09:30:00[+-]\d\d:\d\d$/);
  });

  it('switches lists by tab and asks the server for that view', async () => {
    const { calls } = setup([urgent]);
    await screen.findByRole('table', { name: 'Mine tasks' });
    fireEvent.click(screen.getByRole('tab', { name: 'Assigned by me' }));
    expect(await screen.findByText('No assigned by me tasks')).toBeTruthy();
    expect(calls.some((c) => c.search.includes('view=assigned_by_me'))).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Show done' }));
    await waitFor(() => expect(calls.some((c) => c.search.includes('view=assigned_by_me') && c.search.includes('include_done=true'))).toBe(true));
  });

  it('by client: lists the chosen client’s tasks', async () => {
    const { calls } = setup([urgent], `/todo?view=client&client=${samId}`);
    await screen.findByRole('table', { name: 'By client tasks' });
    expect(calls.some((c) => c.search.includes('view=client') && c.search.includes(`client_id=${samId}`))).toBe(true);
  });
});
