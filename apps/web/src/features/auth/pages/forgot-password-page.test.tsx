// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import ForgotPasswordPage from './forgot-password-page';

const requests: unknown[] = [];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('the forgot-password form', () => {
  it('checks the e-mail address, then shows the answer in place of the form', async () => {
    vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
      requests.push(JSON.parse(init?.body as string));
      return new Response(JSON.stringify({ ok: true, message: 'If that address has an account, a link is on its way.' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderWithProviders(<ForgotPasswordPage />, '/forgot-password');
    const email = screen.getByLabelText(/^E-mail/);
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);

    fireEvent.change(email, { target: { value: ' Sam@Example.TEST ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect((await screen.findByRole('status')).textContent).toBe('If that address has an account, a link is on its way.');
    expect(requests).toEqual([{ email: 'sam@example.test' }]);
  });
});
