// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { crisisLine988, type SafetyPlan } from '@tend/contracts/risk.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SafetyPlanEditor } from './safety-plan-editor';

const clientId = '44444444-4444-4444-8444-444444444444';
const plan: SafetyPlan = {
  id: '66666666-6666-4666-8666-666666666666',
  client_id: clientId,
  client_name: 'Sam Lee',
  assessment_id: null,
  sections: {
    warning_signs: ['Not sleeping'],
    internal_coping: [],
    social_distraction: [],
    people_to_ask_for_help: [{ name: 'Jordan (sister)', phone: '555-0102' }],
    professionals_and_agencies: [
      { name: crisisLine988.name, phone: '988' },
      { name: 'Dr Alice Moreno', phone: '555-0101' },
    ],
    making_environment_safe: [],
    reasons_for_living: [],
  },
  shared_at: null,
  updated_by_name: 'Dr Alice Moreno',
  created_at: '2026-03-02T15:00:00.000Z',
  updated_at: '2026-03-02T15:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SafetyPlanEditor', () => {
  it('keeps the 988 Lifeline fixed, edits rows, and saves with 988 first', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(init?.body as string));
      return json({ plan });
    });
    const onDone = vi.fn();
    renderWithProviders(<SafetyPlanEditor clientId={clientId} plan={plan} assessmentId="77777777-7777-4777-8777-777777777777" onDone={onDone} />);

    // 988 is shown as text, not as an editable or removable row.
    const fixed = screen.getByTestId('fixed-988');
    expect(within(fixed).getByRole('link', { name: '988' }).getAttribute('href')).toBe('tel:988');
    expect(screen.queryByDisplayValue('988')).toBeNull();
    const professionals = screen.getByRole('region', { name: /^Step 5/ });
    expect(within(professionals).getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);

    // Remove the only other professional; add a warning sign with Enter.
    fireEvent.click(within(professionals).getByRole('button', { name: 'Remove Professionals and agencies 1' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Warning signs 1' }), { key: 'Enter' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Warning signs 2' }), { target: { value: 'Pulling away from friends' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to people to ask for help' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save safety plan' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({
      assessment_id: '77777777-7777-4777-8777-777777777777',
      sections: {
        warning_signs: ['Not sleeping', 'Pulling away from friends'],
        // The empty row just added is not sent.
        people_to_ask_for_help: [{ name: 'Jordan (sister)', phone: '555-0102' }],
        professionals_and_agencies: [{ name: crisisLine988.name, phone: '988' }],
      },
    });
  });
});
