// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import LoginPage from './login-page';

function setup(demoAvailable: boolean) {
  vi.stubGlobal('fetch', async (url: string) =>
    String(url).endsWith('/auth/demo')
      ? new Response(JSON.stringify({ available: demoAvailable }), { headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404 }),
  );
  renderWithProviders(<LoginPage />, '/login');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the sign-in page', () => {
  it('offers the demo while the server does', async () => {
    setup(true);
    expect(await screen.findByRole('link', { name: 'try the demo' })).toBeTruthy();
  });

  it('does not offer it once the server has stopped (a real admin exists, or DEMO_MODE is off)', async () => {
    setup(false);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeTruthy();
    // Let the status answer arrive and render.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: 'try the demo' })).toBeNull();
  });
});
