import { describe, expect, it } from 'vitest';
import { findRoute } from '@/app/route-lookup';
import { breadcrumbTrail, parentCrumb, showsBreadcrumbs } from './breadcrumb-trail';

const labels = (path: string) => breadcrumbTrail(path, findRoute).map((crumb) => crumb.label);
const clientId = '0b9d4a58-2a7e-4f4e-9a51-3c2f7f1d2e10';

describe('breadcrumbs follow the route table', () => {
  it('labels top-level pages with the route table (spec 2.8 list)', () => {
    const cases: Record<string, string> = {
      '/therapist-panel': 'Therapist Panel',
      '/notes': 'Notes',
      '/clients': 'Clients',
      '/client': 'Client Portal',
      '/calendar': 'Calendar',
      '/todo': 'Tasks',
      '/vault': 'Idea Vault',
      '/voice': 'Voice Mode',
      '/settings': 'Settings',
      '/profile': 'Profile',
      '/leads': 'Lead Management',
      '/payments': 'Payments',
      '/risk-assessment': 'Risk Assessment',
      '/conversations': 'Conversations',
      '/notifications': 'Notifications',
      '/messages': 'Messages',
    };
    for (const [path, label] of Object.entries(cases)) expect(labels(path), path).toEqual([label]);
  });

  it('nests a page under its parent route, with the parent linked', () => {
    expect(breadcrumbTrail(`/clients/${clientId}`, findRoute)).toEqual([
      { path: '/clients', label: 'Clients' },
      { path: `/clients/${clientId}`, label: 'Client' },
    ]);
    expect(labels('/notes/new')).toEqual(['Notes', 'New Note']);
    expect(labels(`/notes/${clientId}`)).toEqual(['Notes', 'Note']);
    expect(labels(`/note/${clientId}`)).toEqual(['Notes', 'Note']);
    expect(labels('/vault/7')).toEqual(['Idea Vault', 'Folder']);
    expect(labels('/client/health')).toEqual(['Client Portal', 'Health Tracking']);
    expect(labels('/settings/work-schedule')).toEqual(['Settings', 'Work Schedule']);
    expect(labels('/superbills')).toEqual(['Payments', 'Superbills']);
  });

  it('puts the administration screens under the practice dashboard, not under the /admin redirect', () => {
    expect(labels('/admin/users')).toEqual(['Practice Dashboard', 'User Management']);
    expect(labels('/admin/audit-logs')).toEqual(['Practice Dashboard', 'Audit Logs']);
    expect(labels('/admin/dashboard')).toEqual(['Practice Dashboard']);
  });

  it("uses the page's own name for its record and the tab on show: Clients › Maya Rivera › Notes", () => {
    const named = { path: `/clients/${clientId}`, label: 'Maya Rivera', tail: 'Notes' };
    expect(breadcrumbTrail(`/clients/${clientId}`, findRoute, named)).toEqual([
      { path: '/clients', label: 'Clients' },
      { path: `/clients/${clientId}`, label: 'Maya Rivera' },
      { path: `/clients/${clientId}`, label: 'Notes' },
    ]);
    // A name left by another page is not used.
    expect(labels('/clients')).toEqual(['Clients']);
    expect(breadcrumbTrail('/clients', findRoute, named).map((c) => c.label)).toEqual(['Clients']);
  });

  it('calls an unknown path Not Found, never by its text', () => {
    expect(labels('/some/odd-place')).toEqual(['Not Found']);
  });

  it('goes back one level up the trail, whatever page came before', () => {
    expect(parentCrumb(breadcrumbTrail(`/clients/${clientId}`, findRoute))).toEqual({ path: '/clients', label: 'Clients' });
    expect(parentCrumb(breadcrumbTrail('/superbills', findRoute))).toEqual({ path: '/payments', label: 'Payments' });
    expect(parentCrumb(breadcrumbTrail('/notes', findRoute))).toBeNull();
  });

  it('is hidden on /login and /dashboard', () => {
    expect(showsBreadcrumbs('/login')).toBe(false);
    expect(showsBreadcrumbs('/dashboard')).toBe(false);
    expect(showsBreadcrumbs('/notes')).toBe(true);
  });
});
