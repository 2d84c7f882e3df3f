// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import ResetPasswordPage from './reset-password-page';

const requests: { url: string; body: unknown }[] = [];

function setup(token: string) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    requests.push({ url: String(url), body: init?.body ? JSON.parse(init.body as string) : undefined });
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithProviders(<ResetPasswordPage />, `/reset-password?token=${token}`);
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
const longToken = 'a-reset-token-of-enough-length';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('the reset-password form', () => {
  it('asks for a long enough password, repeated', async () => {
    setup(longToken);
    fill(/^New password/, 'short');
    fill(/^Confirm new password/, 'shorter');
    submit();

    expect(await screen.findByText('Password must be at least 12 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/));
    expect(requests).toEqual([]);
  });

  it('tells of a cut-short link in the alert', async () => {
    setup('too-short');
    fill(/^New password/, 'another-long-password');
    fill(/^Confirm new password/, 'another-long-password');
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe('Reset link is incomplete');
    expect(requests).toEqual([]);
  });

  it('sends the token and the password, not the confirmation, then says so', async () => {
    setup(longToken);
    fill(/^New password/, 'another-long-password');
    fill(/^Confirm new password/, 'another-long-password');
    submit();

    expect(await screen.findByText('Your password has been changed. Please sign in.')).toBeTruthy();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ token: longToken, password: 'another-long-password' });
  });
});
