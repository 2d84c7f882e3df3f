// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse as json } from '@/testing/json-response';
import { renderApp, testUser } from '@/testing/render-app';
import { meQueryKey } from '@/lib/session/me-query';

const token = 'a-staff-invitation-token-of-enough-length';
const posted: unknown[] = [];
const invite = { practice_name: 'Harbor Counseling', email: 'erin@harbor.test', name: 'Erin Vale', role: 'therapist' };

function setup(lookup: { body: object; status: number }, accepted: { body: object; status: number } = { body: {}, status: 500 }) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === `/api/auth/staff-invites/${token}`) return json(lookup.body, lookup.status);
    if (path === '/api/auth/staff-invites/accept') {
      posted.push(JSON.parse(init!.body as string));
      return json(accepted.body, accepted.status);
    }
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  return renderApp(`/accept-staff-invite?token=${token}`, null);
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitPassword = () => {
  fill(/^Password/, 'a long enough password');
  fill(/^Confirm password/, 'a long enough password');
  fireEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  posted.length = 0;
});

describe('the staff invitation page', () => {
  it('names practice, e-mail and role, fills the invited name, and signs the new member in', async () => {
    const user = testUser({ email: 'erin@harbor.test', name: 'Erin Vale' });
    const { client } = setup({ body: invite, status: 200 }, { body: { user, access_token: 't', token_type: 'Bearer', expires_in: 900 }, status: 201 });
    // The first render also loads the lazy page.
    expect(await screen.findByText(/Harbor Counseling invited erin@harbor\.test as therapist/, {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Your name/).value).toBe('Erin Vale'));
    submitPassword();
    await waitFor(() => expect(client.getQueryData(meQueryKey)).toMatchObject({ email: 'erin@harbor.test' }));
    expect(posted).toEqual([{ token, name: 'Erin Vale', password: 'a long enough password' }]);
  });

  it('goes to the second-factor step when the answer owes one', async () => {
    const { router } = setup({ body: invite, status: 200 }, { body: { second_factor: { kind: 'enrol', methods: ['totp'] } }, status: 201 });
    await screen.findByText(/Harbor Counseling invited/);
    submitPassword();
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/login?second_factor=1'));
  });

  it('says plainly when the link cannot be used', async () => {
    setup({ body: { error: 'not_found', message: 'This invitation link is not valid any more: it may have expired.' }, status: 404 });
    expect(await screen.findByText(/This invitation link is not valid any more/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });
});
