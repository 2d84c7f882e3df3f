// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SsoSignIn } from './sso-button';

function setup(status: { enabled: boolean; label: string }, path = '/login') {
  vi.stubGlobal('fetch', async (url: string) =>
    String(url).endsWith('/auth/sso')
      ? new Response(JSON.stringify(status), { headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404 }),
  );
  renderWithProviders(<SsoSignIn />, path);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('single sign-on on the sign-in page', () => {
  it('offers the operator’s provider as a plain link to the server', async () => {
    setup({ enabled: true, label: 'Google Workspace' });
    const link = await screen.findByRole('link', { name: 'Google Workspace' });
    expect(link.getAttribute('href')).toBe('/api/auth/sso/start');
  });

  it('offers nothing when the server has no SSO', async () => {
    setup({ enabled: false, label: 'Sign in with SSO' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says why the server sent the user back', async () => {
    setup({ enabled: true, label: 'Harbor ID' }, '/login?sso_error=unknown_user');
    expect((await screen.findByRole('alert')).textContent).toBe('No Tend account matches that identity. Ask your practice administrator to invite you.');
  });

  it('says something plain for a code it does not know', async () => {
    setup({ enabled: true, label: 'Harbor ID' }, '/login?sso_error=whatever');
    expect((await screen.findByRole('alert')).textContent).toBe('Single sign-on did not complete. Please try again.');
  });
});
