// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { crisisLine988 } from '@tend/contracts/risk.contract';
import { jsonResponse as json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SafetyPlanCard } from './safety-plan-card';

const clientId = '44444444-4444-4444-8444-444444444444';
const shared = {
  id: '66666666-6666-4666-8666-666666666666',
  client_id: clientId,
  client_name: 'Sam Lee',
  sections: {
    warning_signs: ['Not sleeping', 'Pulling away from friends'],
    internal_coping: ['Walk the dog'],
    social_distraction: [{ name: 'The climbing gym', phone: '' }],
    people_to_ask_for_help: [{ name: 'Jordan (sister)', phone: '555-0102' }],
    // Saved without 988: the card still lists it first.
    professionals_and_agencies: [{ name: 'Dr Alice Moreno', phone: '(555) 010-1000' }],
    making_environment_safe: ['Medications kept by Jordan'],
    reasons_for_living: ['My niece'],
  },
  shared_at: '2026-03-02T15:00:00.000Z',
  created_at: '2026-03-02T15:00:00.000Z',
  updated_at: '2026-03-02T15:00:00.000Z',
};

function setup(plans: unknown[], failures = 0) {
  const paths: string[] = [];
  let failing = failures;
  vi.stubGlobal('fetch', async (url: string) => {
    paths.push(new URL(url, 'http://localhost').pathname);
    if (failing-- > 0) return json({ error: 'forbidden', message: 'Not now' }, 403);
    return json({ plans });
  });
  const view = renderWithProviders(<SafetyPlanCard />, '/client');
  return { ...view, paths };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SafetyPlanCard', () => {
  it('shows the shared plan with 988 to call first, phones to tap, and the PDF', async () => {
    const { paths } = setup([shared]);
    const card = await screen.findByRole('region', { name: 'Safety plan' });
    expect(paths).toContain('/api/client/safety-plan');
    expect(within(card).getByRole('link', { name: 'Call or text 988' }).getAttribute('href')).toBe('tel:988');
    expect(within(card).getByRole('region', { name: /^Step 1/ }).textContent).toContain('Pulling away from friends');
    expect(within(card).getByRole('link', { name: '555-0102' }).getAttribute('href')).toBe('tel:5550102');
    const professionals = within(card).getByRole('region', { name: /^Step 5/ });
    const items = within(professionals).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain(crisisLine988.name);
    expect(items[1]?.textContent).toContain('Dr Alice Moreno');
    expect(within(card).getByRole('region', { name: /worth living for/ }).textContent).toContain('My niece');
    expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('a load error still shows the card with 988, and a retry that loads the plan', async () => {
    setup([shared], 1);
    const card = await screen.findByRole('region', { name: 'Safety plan' });
    expect(within(card).getByRole('link', { name: 'Call or text 988' }).getAttribute('href')).toBe('tel:988');
    expect(within(card).getByRole('alert').textContent).toContain('could not be loaded');
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('region', { name: /^Step 1/ })).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('shows nothing while no plan is shared', async () => {
    const { container, paths } = setup([]);
    await vi.waitFor(() => expect(paths).toContain('/api/client/safety-plan'));
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
