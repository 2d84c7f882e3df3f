// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { meQueryKey } from '@/lib/session/me-query';
import AcceptInvitePage from './accept-invite-page';

const token = 'an-invitation-token-of-enough-length';
const requests: { method: string; path: string; body: unknown }[] = [];

function setup(lookup: object, accepted: { body: object; status: number } = { body: {}, status: 500 }) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    requests.push({ method, path, body: init?.body ? JSON.parse(init.body as string) : undefined });
    if (path === '/api/portal-invites/lookup') return json(lookup);
    if (path === '/api/portal-invites/accept') return json(accepted.body, accepted.status);
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const rendered = renderWithProviders(<AcceptInvitePage />, `/portal-invite?token=${token}`);
  // Nobody is signed in on an invitation link.
  rendered.client.setQueryData(meQueryKey, null);
  return rendered;
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valid = { status: 'valid', practice_name: 'Harbor Counseling', email_masked: 'q•••@client.test' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('the portal invitation page', () => {
  it('names the practice and the masked e-mail, asks for a long password twice, and signs the new client in', async () => {
    const user = testUser({ role: 'client', email: 'quinn@client.test' });
    const { client } = setup(valid, {
      body: { outcome: 'signed_in', user, access_token: 'tok', token_type: 'Bearer', expires_in: 900 },
      status: 201,
    });
    expect(await screen.findByText(/Harbor Counseling invited q•••@client\.test/)).toBeTruthy();
    fill(/^Password/, 'short');
    fill(/^Confirm password/, 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    fill(/^Password/, 'a long enough password');
    fill(/^Confirm password/, 'a long enough password');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and continue' }));
    await waitFor(() => expect(client.getQueryData(meQueryKey)).toMatchObject({ role: 'client' }));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ token, password: 'a long enough password' });
  });

  it('says plainly when the link has expired', async () => {
    setup({ status: 'expired', practice_name: 'Harbor Counseling', email_masked: null });
    expect(await screen.findByText(/This invitation has expired\. Ask your practice to send you a new one\./)).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('sends an existing account holder to sign in', async () => {
    setup(valid, { body: { outcome: 'linked_existing_account', message: 'You already have an account with this e-mail.' }, status: 200 });
    await screen.findByText(/Harbor Counseling invited/);
    fill(/^Password/, 'a long enough password');
    fill(/^Confirm password/, 'a long enough password');
    fireEvent.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByText('You already have an account with this e-mail.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
