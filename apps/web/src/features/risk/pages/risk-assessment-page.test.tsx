// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RiskAssessment } from '@tend/contracts/risk.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { withProviders } from '@/testing/render-with-providers';
import RiskAssessmentPage from './risk-assessment-page';

const clientId = '44444444-4444-4444-8444-444444444444';
const noteId = '99999999-9999-4999-8999-999999999999';
const assessmentId = '55555555-5555-4555-8555-555555555555';

const client = {
  id: clientId,
  first_name: 'Sam',
  last_name: 'Lee',
  preferred_name: null,
  pronouns: null,
  email: null,
  phone: null,
  date_of_birth: null,
  address: null,
  emergency_contact: null,
  status: 'active',
  discharged_on: null,
  discharge_reason: null,
  provider_id: null,
  provider_name: 'Dr Alice Moreno',
  created_at: '2026-01-05T15:00:00.000Z',
  updated_at: '2026-01-05T15:00:00.000Z',
};

/** What the server answers for a saved assessment: the body sent, with the record's fields. */
const saved = (body: Record<string, unknown>, status: 'draft' | 'completed'): RiskAssessment =>
  ({
    id: assessmentId,
    client_id: clientId,
    client_name: 'Sam Lee',
    status,
    screener_level: 'high',
    level: status === 'completed' ? (body.level ?? 'high') : null,
    clinician_id: null,
    clinician_name: 'Dr Alice Moreno',
    note_id: noteId,
    created_at: '2026-03-02T15:00:00.000Z',
    completed_at: status === 'completed' ? '2026-03-02T15:10:00.000Z' : null,
    encounter_id: null,
    screener: body.screener,
    self_harm: body.self_harm,
    homicide: body.homicide,
    risk_factors: body.risk_factors ?? [],
    protective_factors: body.protective_factors ?? [],
    formulation: body.formulation ?? null,
    level_reason: body.level_reason ?? null,
    triage_reasons: [],
    updated_at: '2026-03-02T15:10:00.000Z',
    can_edit: status === 'draft',
  }) as unknown as RiskAssessment;

function setup(path: string, stored: RiskAssessment | null = null, failCompletions = 0) {
  let last = stored;
  let failing = failCompletions;
  const calls: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const p = new URL(url, 'http://localhost').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    calls.push({ method, path: p, body });
    if (p === '/api/clients') return json({ clients: [client], total: 1 });
    if (p === `/api/clients/${clientId}/risk-assessments` && method === 'POST') return json((last = saved(body!, 'draft')), 201);
    if (p === `/api/risk-assessments/${assessmentId}/complete` && failing-- > 0) return json({ error: 'conflict', message: 'Try again' }, 409);
    if (p === `/api/risk-assessments/${assessmentId}/complete`) return json((last = saved(body!, 'completed')));
    if (p === `/api/risk-assessments/${assessmentId}` && last) return json(last);
    if (p === `/api/clients/${clientId}/safety-plan`) return json({ plan: null });
    if (p === '/api/risk-assessments') return json({ assessments: [] });
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { wrapper } = withProviders(path);
  render(<RiskAssessmentPage />, { wrapper });
  return { calls };
}

const question = (number: string) => screen.queryByRole('radiogroup', { name: new RegExp(`^${number}\\. `) });
const answer = (number: string, yes: boolean) => fireEvent.click(within(question(number)!).getByRole('radio', { name: yes ? 'Yes' : 'No' }));
const computed = () => screen.getByTestId('computed-level');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RiskAssessmentPage', () => {
  it('lists no assessments honestly and offers a new one', async () => {
    setup('/risk-assessment');
    expect(await screen.findByText('No risk assessments yet')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New assessment' }).length).toBeGreaterThan(0);
  });

  it('follows the screener’s skip logic and shows the level live as answers change', async () => {
    setup(`/risk-assessment?client_id=${clientId}`);
    await screen.findByRole('form', { name: 'Risk assessment' });
    expect(question('1')).toBeTruthy();
    expect(question('3')).toBeNull();
    expect(question('6a')).toBeNull();
    expect(computed().textContent).toContain('Not yet rated');

    answer('1', true);
    expect(computed().textContent).toContain('Low');
    answer('2', true);
    expect(question('3')).toBeTruthy();
    expect(question('5')).toBeTruthy();
    answer('3', true);
    expect(computed().textContent).toContain('Moderate');
    answer('4', true);
    expect(computed().textContent).toContain('High');

    // No to Q2 hides Q3–Q5 and forgets their answers: the level falls back.
    answer('2', false);
    expect(question('3')).toBeNull();
    expect(computed().textContent).toContain('Low');

    answer('6', true);
    expect(question('6a')).toBeTruthy();
    // Recency unknown: high until answered, and it says why.
    expect(computed().textContent).toContain('High');
    expect(computed().textContent).toContain('Recency not yet answered: treated as within 3 months');
    answer('6a', true);
    expect(computed().textContent).toContain('High');
    expect(computed().textContent).toContain('Suicidal behaviour within the past 3 months (Q6)');
    // The sticky bar at the foot of the form says the same, in view wherever the clinician is.
    expect(screen.getByTestId('live-level').textContent).toBe('Level: High');
  });

  it('will not complete a lowered level without a reason, then sends it with the note it came from', async () => {
    const { calls } = setup(`/risk-assessment?client_id=${clientId}&note_id=${noteId}`);
    await screen.findByRole('form', { name: 'Risk assessment' });
    answer('1', true);
    answer('2', false);
    answer('6', true);
    answer('6a', true);
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /hurt themselves on purpose/ })).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /^Thoughts of harming/ })).getByRole('radio', { name: 'No' }));
    expect(computed().textContent).toContain('High');

    fireEvent.click(screen.getByRole('radio', { name: 'Moderate' }));
    const reason = screen.getByRole('textbox', { name: /Why is your level lower/ });
    fireEvent.click(screen.getByRole('button', { name: 'Complete assessment' }));
    expect(await screen.findByText('Say why the level is lower than the screener’s')).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: 'The attempt was an accidental overdose, reviewed with the family' } });
    fireEvent.click(screen.getByRole('button', { name: 'Complete assessment' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/complete'))).toBe(true));
    const created = calls.find((c) => c.method === 'POST' && c.path === `/api/clients/${clientId}/risk-assessments`);
    expect(created?.body).toMatchObject({ note_id: noteId, screener: { behavior: true, behavior_past_3_months: true, method: null } });
    expect(calls.find((c) => c.path.endsWith('/complete'))?.body).toMatchObject({
      level: 'moderate',
      level_reason: 'The attempt was an accidental overdose, reviewed with the family',
    });
  });

  it('a failed completion keeps the draft it created: the retry completes that one, no second draft', async () => {
    const { calls } = setup(`/risk-assessment?client_id=${clientId}`, null, 1);
    await screen.findByRole('form', { name: 'Risk assessment' });
    answer('1', false);
    answer('2', false);
    answer('6', false);
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /hurt themselves on purpose/ })).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /^Thoughts of harming/ })).getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete assessment' }));
    expect(await screen.findByText('Try again')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete assessment' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/complete'))).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST' && c.path === `/api/clients/${clientId}/risk-assessments`)).toHaveLength(1);
  });

  it('shows a completed high result with the next steps and opens the safety plan editor', async () => {
    const no = { wish_to_be_dead: true, suicidal_thoughts: true, method: true, intent: true, plan: false, behavior: false, behavior_past_3_months: null };
    const high = saved({ screener: no, self_harm: { nssi_past_month: false }, homicide: { thoughts: false }, level: 'high' }, 'completed');
    setup(`/risk-assessment?id=${assessmentId}`, high);
    const banner = (await screen.findByText('High risk — act today')).closest<HTMLElement>('[role="alert"]')!;
    expect(banner.textContent).toContain('supervisor has been notified');
    expect(within(banner).getByRole('link', { name: '988' }).getAttribute('href')).toBe('tel:988');
    expect(screen.getByRole('link', { name: 'From a note' }).getAttribute('href')).toBe(`/notes/${noteId}`);
    // No plan yet: the editor opens at once, with the 988 Lifeline fixed on it.
    expect(await screen.findByTestId('fixed-988')).toBeTruthy();
  });
});
