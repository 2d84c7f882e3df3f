// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { MeasureResult } from '@tend/contracts/measures.contract';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import HealthPage from './health-page';

const clientId = '44444444-4444-4444-8444-444444444444';
const result = (score: number, severity_label: string, submitted_at: string): MeasureResult => ({
  id: crypto.randomUUID(),
  client_id: clientId,
  measure: 'phq9',
  assignment_id: null,
  score,
  max_score: 27,
  severity: null,
  severity_label,
  urgent: false,
  submitted_at,
  submitted_by_name: 'Sam Lee',
});

beforeAll(() => {
  // The chart measures its container; jsdom has no layout.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function setup() {
  const moods: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/portal/forms') return json({ forms: [], clients: [{ id: clientId, name: 'Sam Lee' }] });
    if (path === '/api/portal/measure-responses')
      return json({
        responses: [result(14, 'Moderate', '2026-03-03T15:00:00.000Z'), result(9, 'Mild', '2026-04-02T15:00:00.000Z')],
        trends: [
          {
            measure: 'phq9',
            latest_score: 9,
            latest_severity_label: 'Mild',
            latest_at: '2026-04-02T15:00:00.000Z',
            from_score: 14,
            from_at: '2026-03-03T15:00:00.000Z',
          },
        ],
        mood_entries: [],
        urgent_open: false,
      });
    if (path === '/api/portal/mood-entries' && init?.method === 'POST') {
      moods.push(JSON.parse(init.body as string));
      return json({ id: crypto.randomUUID(), client_id: clientId, mood: 4, note: null, recorded_at: '2026-04-03T15:00:00.000Z' }, 201);
    }
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { wrapper } = withProviders('/client/health');
  render(<HealthPage />, { wrapper });
  return { moods };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HealthPage', () => {
  it('charts the scores with a table of the values and the trend, and logs a mood', async () => {
    const { moods } = setup();
    const table = await screen.findByRole('table', { name: 'PHQ-9 scores' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('14 / 27');
    expect(screen.getByText(/PHQ-9 14 → 9 since/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '4 — Good' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save mood' }));
    await vi.waitFor(() => expect(moods).toEqual([{ client_id: clientId, mood: 4 }]));
  });
});
