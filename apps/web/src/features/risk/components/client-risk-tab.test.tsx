// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { crisisLine988 } from '@tend/contracts/risk.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ClientRiskTab } from './client-risk-tab';

const clientId = '44444444-4444-4444-8444-444444444444';
const noteId = '99999999-9999-4999-8999-999999999999';
const summary = {
  id: '55555555-5555-4555-8555-555555555555',
  client_id: clientId,
  client_name: 'Sam Lee',
  status: 'completed',
  screener_level: 'high',
  level: 'high',
  clinician_id: null,
  clinician_name: 'Dr Alice Moreno',
  note_id: noteId,
  created_at: '2026-03-02T15:00:00.000Z',
  completed_at: '2026-03-02T15:10:00.000Z',
};
const plan = {
  id: '66666666-6666-4666-8666-666666666666',
  client_id: clientId,
  client_name: 'Sam Lee',
  assessment_id: summary.id,
  sections: {
    warning_signs: ['Not sleeping'],
    internal_coping: [],
    social_distraction: [],
    people_to_ask_for_help: [],
    professionals_and_agencies: [{ name: crisisLine988.name, phone: '988' }],
    making_environment_safe: [],
    reasons_for_living: [],
  },
  shared_at: null as string | null,
  updated_by_name: 'Dr Alice Moreno',
  created_at: '2026-03-02T15:20:00.000Z',
  updated_at: '2026-03-02T15:20:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClientRiskTab', () => {
  it('shows the risk timeline and the plan, and shares it with the client', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path === `/api/clients/${clientId}/risk-assessments`) return json({ assessments: [summary] });
      if (path === `/api/clients/${clientId}/safety-plan/share`) return json({ plan: { ...plan, shared_at: '2026-03-02T16:00:00.000Z' } });
      if (path === `/api/clients/${clientId}/safety-plan`) return json({ plan });
      return json({ error: 'not_found', message: 'Not found' }, 404);
    });
    renderWithProviders(<ClientRiskTab clientId={clientId} />);

    const timeline = await screen.findByRole('table', { name: 'Risk history' });
    const row = within(timeline).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('High');
    expect(row.textContent).toContain('Dr Alice Moreno');
    expect(within(row).getByRole('link', { name: 'Open note' }).getAttribute('href')).toBe(`/notes/${noteId}`);
    expect(screen.getByRole('link', { name: 'Start risk assessment' }).getAttribute('href')).toBe(`/risk-assessment?client_id=${clientId}`);

    const panel = await screen.findByRole('region', { name: 'Safety plan' });
    expect(await within(panel).findByText('Not shared with the client')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Share with client' }));
    await waitFor(() => expect(within(panel).getByText(/^Shared with the client since/)).toBeTruthy());
    expect(calls).toContain(`POST /api/clients/${clientId}/safety-plan/share`);
    expect(within(panel).getByRole('button', { name: 'Stop sharing' })).toBeTruthy();
  });
});
