// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import BillingPage from './billing-page';
import PortalTestPage from './portal-test-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('portal billing and the public tour', () => {
  it('billing is an honest empty state pointing to messages, with no amounts', () => {
    renderWithProviders(<BillingPage />);
    expect(screen.getByText('No statements yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'secure message' }).getAttribute('href')).toBe('/client/messages');
    expect(document.body.textContent).not.toMatch(/\$\s?\d/);
  });

  it('the tour is labelled as sample data, walks every screen, and calls no API', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<PortalTestPage />, '/client-portal-test');
    expect(screen.getByText(/Sample portal — not real data/)).toBeTruthy();
    for (const tab of ['Appointments', 'Messages', 'Forms', 'Documents', 'Health', 'Home']) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      expect(screen.getByRole('tabpanel')).toBeTruthy();
      if (tab === 'Health') expect(screen.getByRole('table', { name: 'Sample scores' })).toBeTruthy();
    }
    expect(
      fetch.mock.calls
        .filter(([url]) => String(url).includes('/api/'))
        .map(([url]) => String(url))
        .filter((u) => !u.includes('/api/auth/')),
    ).toEqual([]);
  });
});
