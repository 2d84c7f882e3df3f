// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import PortalTestPage from './portal-test-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The billing page has real data now: billing-page.test.tsx covers it, its empty state included.
describe('the public portal tour', () => {
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
