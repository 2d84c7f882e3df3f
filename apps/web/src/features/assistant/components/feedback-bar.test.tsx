// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FeedbackBar } from './feedback-bar';

const message = { id: '77777777-7777-4777-8777-777777777777', feedback_given: [] };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('a thumb answered after the written-feedback dialog opened leaves the dialog open', async () => {
  let answer: (() => void) | undefined;
  vi.stubGlobal(
    'fetch',
    () =>
      new Promise<Response>((resolve) => {
        answer = () => resolve(jsonResponse({ ok: true, already_given: false }));
      }),
  );
  renderWithProviders(<FeedbackBar message={message} sessionId="11111111-1111-4111-8111-111111111111" />);

  fireEvent.click(screen.getByRole('button', { name: 'Not helpful' }));
  fireEvent.click(screen.getByRole('button', { name: 'Write feedback' }));
  expect(await screen.findByRole('dialog', { name: 'Feedback on this reply' })).toBeTruthy();
  await waitFor(() => expect(answer).toBeDefined());
  answer!();

  expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Feedback on this reply' })).toBeTruthy();
});
