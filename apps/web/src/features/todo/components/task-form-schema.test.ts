import { describe, expect, it } from 'vitest';
import type { Task } from '@tend/contracts/tasks.contract';
import { taskFormDefaults, taskRequest } from './task-form-schema';

const zone = 'America/New_York';
const task = (fields: Partial<Task>): Task => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Cover a session',
  details: null,
  due_at: null,
  priority: 'normal',
  status: 'open',
  source: 'manual',
  client_id: null,
  client_name: null,
  note_id: null,
  encounter_id: null,
  assignee_id: '22222222-2222-4222-8222-222222222222',
  assignee_name: 'Dr Ben Ortiz',
  created_by_name: 'Dana Price',
  overdue: false,
  created_at: '2026-01-01T00:00:00.000Z',
  completed_at: null,
  ...fields,
});

describe('taskRequest', () => {
  it('an edit sends the client link only when it changed (a client the caller cannot see stays linked)', () => {
    const hidden = task({});
    const values = { ...taskFormDefaults(hidden, zone, ''), title: 'Cover Tuesday' };
    expect(taskRequest(values, zone, hidden)).not.toHaveProperty('client_id');

    const linked = task({ client_id: '33333333-3333-4333-8333-333333333333', client_name: 'Sam Lee' });
    expect(taskRequest(taskFormDefaults(linked, zone, ''), zone, linked)).not.toHaveProperty('client_id');
    expect(taskRequest({ ...taskFormDefaults(linked, zone, ''), client_id: '' }, zone, linked)).toMatchObject({ client_id: null });
  });

  it('a new task sends its link, empty as none; a task Tend created never sends title or links', () => {
    expect(taskRequest(taskFormDefaults(undefined, zone, ''), zone)).toMatchObject({ client_id: null });
    const auto = task({ source: 'risk_followup' });
    const body = taskRequest(taskFormDefaults(auto, zone, ''), zone, auto);
    expect(body).not.toHaveProperty('title');
    expect(body).not.toHaveProperty('client_id');
  });
});
