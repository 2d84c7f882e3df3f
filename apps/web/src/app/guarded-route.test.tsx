// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { setAfterSignIn } from '@/lib/session/after-sign-in';
import { renderApp, testUser } from '@/testing/render-app';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

const pathOf = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('guarded routes, rendered', () => {
  it("shows 'Checking login...' while the user loads", async () => {
    renderApp('/notes', 'loading');
    expect(await screen.findByText('Checking login...')).toBeTruthy();
  });

  it('sends nobody-signed-in to the sign-in screen, keeping where they came from', async () => {
    const { router } = renderApp('/notes', null);
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
    expect(pathOf(router)).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/notes' });
  });

  it('sends a therapist from / to /dashboard, inside the shell', async () => {
    const { router } = renderApp('/', testUser());
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 15_000 })).toBeTruthy();
    expect(pathOf(router)).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Account menu AM' })).toBeTruthy();
  });

  it('sends a client away from provider pages to /client', async () => {
    const { router } = renderApp('/notes', testUser({ role: 'client', email: 'sam.lee@harbor.test' }));
    await waitFor(() => expect(pathOf(router)).toBe('/client'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'My Portal' }, { timeout: 5000 })).toBeTruthy();
  });

  it('returns a user who just signed in to the page they were sent from', async () => {
    setAfterSignIn('/calendar');
    const { router } = renderApp('/login', testUser());
    await waitFor(() => expect(pathOf(router)).toBe('/calendar'));
  });

  it('honours a pending demo target once, then forgets it', async () => {
    sessionStorage.setItem('pending_demo_target', '/vault');
    sessionStorage.setItem('force_demo_role', 'admin');
    const { router } = renderApp('/', testUser({ role: 'demo', demo_mode: true, character_type: 'therapist' }));
    await waitFor(() => expect(pathOf(router)).toBe('/vault'));
    expect(sessionStorage.getItem('pending_demo_target')).toBeNull();
    expect(sessionStorage.getItem('force_demo_role')).toBeNull();
  });

  it('redirects /demo to /demo-login without waiting for the user', async () => {
    const { router } = renderApp('/demo', 'loading');
    await waitFor(() => expect(pathOf(router)).toBe('/demo-login'));
  });
});
