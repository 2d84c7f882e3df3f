// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { crisisResources, measureDefinitions } from '@tend/contracts/measures.contract';
import { withProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import FormsPage from './forms-page';

const clientId = '44444444-4444-4444-8444-444444444444';
const assignmentId = '55555555-5555-4555-8555-555555555555';

function setup(urgent: boolean) {
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/portal/forms')
      return json({
        forms: posted.length
          ? []
          : [{ assignment_id: assignmentId, client_id: clientId, client_name: 'Sam Lee', measure: 'phq9', schedule: 'monthly', reason: 'Monthly check-in' }],
        clients: [{ id: clientId, name: 'Sam Lee' }],
      });
    if (path === '/api/portal/measure-responses' && init?.method === 'POST') {
      posted.push(JSON.parse(init.body as string));
      return json(
        {
          response: {
            id: '66666666-6666-4666-8666-666666666666',
            client_id: clientId,
            measure: 'phq9',
            assignment_id: assignmentId,
            score: 9,
            max_score: 27,
            severity: 'mild',
            severity_label: 'Mild',
            urgent,
            submitted_at: '2026-03-03T15:00:00.000Z',
            submitted_by_name: 'Sam Lee',
          },
          crisis_resources: urgent ? crisisResources : null,
        },
        201,
      );
    }
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const { wrapper } = withProviders('/client/forms');
  render(<FormsPage />, { wrapper });
  return { posted };
}

/** How a person (or the e2e test) fills a PHQ-9: each question is a radio group named by its text. */
function answerPhq9(values: number[]) {
  const items = measureDefinitions.phq9.items.filter((i) => i.scored);
  items.forEach((item, i) => {
    const group = screen.getByRole('radiogroup', { name: new RegExp(`^${i + 1}\\. ${item.text.slice(0, 20).replace(/[?()]/g, '.')}`) });
    fireEvent.click(within(group).getByRole('radio', { name: item.options![values[i]!]!.label }));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('filling a PHQ-9 in the portal', () => {
  it('lists the form, asks for every question, and sends the answers', async () => {
    const { posted } = setup(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Start PHQ-9' }));
    expect(screen.getByText('0 of 9 questions answered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit PHQ-9' }));
    expect(await screen.findByText('9 questions still need an answer.')).toBeTruthy();
    expect(posted).toEqual([]);
    answerPhq9([1, 1, 1, 1, 1, 1, 1, 2, 0]);
    expect(screen.getByText('9 of 9 questions answered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit PHQ-9' }));
    expect(await screen.findByText(/Your score: 9 of 27 \(mild\)/)).toBeTruthy();
    expect(posted).toEqual([
      { client_id: clientId, measure: 'phq9', assignment_id: assignmentId, answers: { q1: 1, q2: 1, q3: 1, q4: 1, q5: 1, q6: 1, q7: 1, q8: 2, q9: 0 } },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows crisis resources at once after an urgent answer, with links to call or text 988', async () => {
    setup(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Start PHQ-9' }));
    answerPhq9([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit PHQ-9' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(within(alert).getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe('sms:988');
    expect(alert.textContent).toContain('Text HOME to 741741');
    expect(alert.textContent).toContain('911');
  });
});
