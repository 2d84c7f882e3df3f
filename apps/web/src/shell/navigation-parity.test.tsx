// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { can } from '@tend/contracts/permissions';
import type { User } from '@tend/contracts/users.contract';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { findRoute } from '@/app/route-lookup';
import { meQueryKey } from '@/lib/session/me-query';
import { jsonResponse } from '@/testing/json-response';
import { testUser } from '@/testing/render-app';
import { routeExpectations, type UserKind } from '@/testing/route-expectations';
import { MobileMenu } from './mobile-menu';
import { Sidebar } from './sidebar/sidebar';

const kinds: Record<Exclude<UserKind, 'anon'>, Partial<User>> = {
  therapist: { role: 'therapist' },
  supervisor: { role: 'supervisor' },
  admin: { role: 'admin' },
  adminProvider: { role: 'admin', is_provider: true },
  dev: { role: 'dev' },
  client: { role: 'client' },
  demoTherapist: { role: 'demo', demo_mode: true, character_type: 'therapist' },
  demoAdmin: { role: 'demo', demo_mode: true, character_type: 'admin' },
  demoClient: { role: 'demo', demo_mode: true, character_type: 'client' },
};

interface Entry {
  label: string;
  to: string;
}

function entries(container: HTMLElement): Entry[] {
  return within(container)
    .queryAllByRole('link', { hidden: true })
    .map((link) => ({ label: (link.getAttribute('aria-label') ?? link.textContent ?? '').trim(), to: link.getAttribute('href') ?? '' }));
}

/** The collapsed sidebar (icons, labels as names: nothing but the navigation) and the open phone menu. */
function renderMenus(user: User): { sidebar: Entry[]; phone: Entry[] } {
  const client = createQueryClient();
  client.setQueryData(meQueryKey, user);
  render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={['/settings']}>
        <Sidebar user={user} collapsed onCollapsedChange={() => undefined} />
        <MobileMenu user={user} open onClose={() => undefined} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { sidebar: entries(screen.getByTestId('sidebar')), phone: entries(screen.getByTestId('mobile-menu')) };
}

const key = (e: Entry) => `${e.label} → ${e.to}`;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ error: 'not_found', message: 'Not found' }, 404)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('one navigation for the desktop sidebar and the phone menu', () => {
  for (const [kind, overrides] of Object.entries(kinds) as [Exclude<UserKind, 'anon'>, Partial<User>][]) {
    it(`${kind}: the same entries in both, none twice, each one a page the role can open`, () => {
      const user = testUser(overrides);
      const { sidebar, phone } = renderMenus(user);
      expect(sidebar.length).toBeGreaterThan(0);
      expect(phone.map(key).sort()).toEqual(sidebar.map(key).sort());
      expect(new Set(sidebar.map((e) => e.to)).size).toBe(sidebar.length);
      expect(new Set(sidebar.map((e) => e.label)).size).toBe(sidebar.length);
      for (const entry of sidebar) {
        // Where the route table's outcomes say this kind of user ends up: on the page itself.
        const outcome = routeExpectations.find((row) => row.path === entry.to);
        expect(outcome?.to[kind], `${kind} opening ${entry.to}`).toBe(entry.to);
        const permission = findRoute(entry.to)?.permission;
        if (permission) expect(can(user, permission), `${kind} holds ${permission} for ${entry.to}`).toBe(true);
      }
    });
  }

  const pathsOf = (overrides: Partial<User>) => {
    cleanup();
    return renderMenus(testUser(overrides)).sidebar.map((e) => e.to);
  };

  it('gives a clinician every clinical and practice area, Messages, Billing, Superbills and Tasks included', () => {
    expect(pathsOf(kinds.therapist)).toEqual(
      expect.arrayContaining(['/dashboard', '/notes', '/clients', '/calendar', '/todo', '/messages', '/vault', '/voice', '/payments', '/superbills', '/leads']),
    );
  });

  it('gives an admin the areas of the practice: users, reports, audit, compliance, analytics and data export', () => {
    expect(pathsOf(kinds.admin)).toEqual(
      expect.arrayContaining([
        '/clients',
        '/calendar',
        '/notes',
        '/admin/users',
        '/admin/reports',
        '/admin/audit-logs',
        '/admin/compliance',
        '/admin/provider-analytics',
        '/admin/data-export',
      ]),
    );
  });

  it("never offers a supervisor Messages (her role cannot open it), nor a clinician the practice's settings", () => {
    expect(pathsOf(kinds.supervisor)).not.toContain('/messages');
    expect(pathsOf(kinds.supervisor)).toContain('/admin/users');
    expect(pathsOf(kinds.therapist)).not.toContain('/admin/settings');
  });

  it('groups the entries: Clinical, Practice, Administration, General', () => {
    const user = testUser(kinds.adminProvider);
    renderMenus(user);
    const sidebar = screen.getByTestId('sidebar');
    // The collapsed sidebar names its lists; the open phone menu shows their titles.
    for (const title of ['Clinical', 'Practice', 'Administration', 'General']) {
      expect(within(sidebar).getByRole('list', { name: title, hidden: true })).toBeTruthy();
      expect(within(screen.getByTestId('mobile-menu')).getByText(title)).toBeTruthy();
    }
  });
});
