// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { jsonResponse as json } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { renderWithProviders } from '@/testing/render-with-providers';
import { meQueryKey } from '@/lib/session/me-query';
import { InviteUserDialog } from './invite-user-dialog';

const requests: string[] = [];

function setup(emailVerified: boolean) {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    requests.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/api/auth/verify-email/resend') return json({ ok: true, message: 'A new confirmation link is on its way to your e-mail address.' });
    return json({ error: 'not_found', message: 'Not found' }, 404);
  });
  const view = renderWithProviders(<InviteUserDialog users={[]} onClose={() => undefined} />);
  view.client.setQueryData(meQueryKey, testUser({ role: 'admin', email: 'robin@new.test', email_verified: emailVerified }));
  return view;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  requests.length = 0;
});

describe('the invite dialog before the e-mail is confirmed', () => {
  it('explains why invitations wait, offers a new link, and sends nothing', async () => {
    setup(false);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm your e-mail address to send invitations')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send invitation' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend link' }));
    expect(await within(dialog).findByText('A new confirmation link is on its way to your e-mail address.')).toBeTruthy();
    expect(requests).toEqual(['POST /api/auth/verify-email/resend']);
  });

  it('says nothing of it once the e-mail is confirmed', async () => {
    setup(true);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Confirm your e-mail address to send invitations')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send invitation' }).hasAttribute('disabled')).toBe(false);
  });
});
