// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Task } from '@tend/contracts/tasks.contract';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import TodoPage from './todo-page';

const task: Task = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Follow up: PHQ-9 item 9 answered 1 of 3 — Sam Lee',
  details: null,
  due_at: '2026-03-03T15:00:00.000Z',
  priority: 'urgent',
  status: 'open',
  source: 'measure_urgent',
  client_id: '44444444-4444-4444-8444-444444444444',
  client_name: 'Sam Lee',
  overdue: true,
  created_at: '2026-03-03T15:00:00.000Z',
  completed_at: null,
};

function setup(tasks: Task[]) {
  const completed: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/tasks') return json({ tasks: tasks.filter((t) => !completed.includes(t.id)) });
    if (path === `/api/tasks/${task.id}/complete` && init?.method === 'POST') {
      completed.push(task.id);
      return json({ ...task, status: 'done', completed_at: '2026-03-03T16:00:00.000Z', overdue: false });
    }
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { wrapper } = withProviders('/todo');
  render(<TodoPage />, { wrapper });
  return { completed };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TodoPage', () => {
  it('lists my open tasks with the client, due time, priority and who created it; a tick completes one', async () => {
    const { completed } = setup([task]);
    const table = await screen.findByRole('table', { name: 'My open tasks' });
    expect(within(table).getByRole('link', { name: 'Sam Lee' }).getAttribute('href')).toBe(`/clients/${task.client_id}`);
    expect(table.textContent).toContain('Created by Tend');
    expect(table.textContent).toContain('overdue');
    expect(table.textContent).toContain('Urgent');
    fireEvent.click(within(table).getByRole('checkbox', { name: `Mark done: ${task.title}` }));
    expect(await screen.findByText('Nothing on your list')).toBeTruthy();
    expect(completed).toEqual([task.id]);
  });

  it('is honest that adding tasks by hand comes later', async () => {
    setup([]);
    expect((await screen.findByText('Nothing on your list')).parentElement!.textContent).toContain('Adding your own tasks comes in a later release');
  });
});
