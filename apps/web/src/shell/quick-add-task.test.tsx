// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { mayQuickAddTask, QuickAddTask } from './quick-add-task';

function setup() {
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/tasks/assignees') return json({ assignees: [{ id: '11111111-1111-4111-8111-111111111111', name: 'Dr Alice Moreno' }] });
    if (path === '/api/tasks' && init?.method === 'POST') {
      posted.push(JSON.parse(init.body as string));
      return json({}, 201);
    }
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { wrapper } = withProviders('/calendar');
  render(
    <>
      <input aria-label="Search notes" />
      <QuickAddTask />
    </>,
    { wrapper },
  );
  return { posted };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QuickAddTask', () => {
  it('is for staff who read clients, never a portal user', () => {
    expect(mayQuickAddTask(testUser({ role: 'therapist' }))).toBe(true);
    expect(mayQuickAddTask(testUser({ role: 'admin' }))).toBe(true);
    expect(mayQuickAddTask(testUser({ role: 'client' }))).toBe(false);
  });

  it('a bare "t" does nothing anywhere (WCAG 2.1.4); Alt+T opens the quick add, which posts the task', async () => {
    const { posted } = setup();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search notes' }), { key: 't', code: 'KeyT' });
    fireEvent.keyDown(document.body, { key: 't', code: 'KeyT' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.body, { key: '†', code: 'KeyT', altKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Quick add task' });
    // Quick: title, due and priority only.
    expect(within(dialog).queryByRole('combobox', { name: 'Client' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Return Dr Patel’s call' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      {
        title: 'Return Dr Patel’s call',
        details: null,
        due_at: null,
        priority: 'normal',
        client_id: null,
        assignee_id: '11111111-1111-4111-8111-111111111111',
      },
    ]);
  });

  it('Alt+T opens it even from a field; Ctrl+K (search) does not', async () => {
    setup();
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search notes' }), { key: '†', code: 'KeyT', altKey: true });
    expect(await screen.findByRole('dialog', { name: 'Quick add task' })).toBeTruthy();
  });
});
