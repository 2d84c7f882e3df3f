import { describe, expect, it } from 'vitest';
import { exactRouteLabel } from '@/app/route-lookup';
import { breadcrumbTrail, isIdSegment, previousPageOf, recordsPreviousPage, showsBreadcrumbs } from './breadcrumb-trail';

const labels = (path: string) => breadcrumbTrail(path, exactRouteLabel).map((crumb) => crumb.label);

describe('breadcrumb labels (spec 2.8)', () => {
  it('uses the exact labels of the spec list', () => {
    const cases: Record<string, string> = {
      '/dashboard': 'Dashboard',
      '/therapist-panel': 'Therapist Panel',
      '/notes': 'Notes',
      '/clients': 'Clients',
      '/client': 'Client Portal',
      '/client/appointments': 'Appointments',
      '/client/messages': 'Messages',
      '/client/documents': 'Documents',
      '/client/forms': 'Forms',
      '/client/health': 'Health Tracking',
      '/client/billing': 'Billing',
      '/calendar': 'Calendar',
      '/todo': 'Tasks',
      '/vault': 'Idea Vault',
      '/voice': 'Voice Mode',
      '/settings': 'Settings',
      '/profile': 'Profile',
      '/admin': 'Admin',
      '/admin/users': 'User Management',
      '/admin/reports': 'Reports',
      '/admin/audit-logs': 'Audit Logs',
      '/admin/provider-analytics': 'Provider Analytics',
      '/admin/compliance': 'Compliance',
      '/admin/chat': 'AI Chat',
      '/leads': 'Lead Management',
      '/payments': 'Payments',
      '/superbills': 'Superbills',
      '/risk-assessment': 'Risk Assessment',
      '/conversations': 'Conversations',
      '/notifications': 'Notifications',
      '/messages': 'Messages',
    };
    for (const [path, label] of Object.entries(cases)) expect(labels(path).at(-1), path).toBe(label);
  });

  it('builds one crumb per segment with its path', () => {
    expect(breadcrumbTrail('/admin/users', exactRouteLabel)).toEqual([
      { path: '/admin', label: 'Admin' },
      { path: '/admin/users', label: 'User Management' },
    ]);
    expect(labels('/client/health')).toEqual(['Client Portal', 'Health Tracking']);
  });

  it("labels a numeric segment '<parent> Details'", () => {
    expect(labels('/notes/123')).toEqual(['Notes', 'Notes Details']);
    expect(labels('/vault/7')).toEqual(['Idea Vault', 'Idea Vault Details']);
  });

  it('labels a UUID segment the same way (Tend ids are UUIDs)', () => {
    expect(labels('/clients/0b9d4a58-2a7e-4f4e-9a51-3c2f7f1d2e10')).toEqual(['Clients', 'Clients Details']);
    expect(isIdSegment('new')).toBe(false);
  });

  it('title-cases a segment with no label of its own', () => {
    expect(labels('/settings/work-schedule')).toEqual(['Settings', 'Work Schedule']);
    expect(labels('/some/odd-place')).toEqual(['Some', 'Odd Place']);
  });

  it('remembers a bad URL as the nearest page the route table names, never by its text', () => {
    const previous = (path: string) => previousPageOf(breadcrumbTrail(path, exactRouteLabel));
    expect(previous('/clients/not-a-uuid')).toEqual({ path: '/clients', label: 'Clients' });
    expect(previous('/clients/0b9d4a58-2a7e-4f4e-9a51-3c2f7f1d2e10')).toEqual({
      path: '/clients/0b9d4a58-2a7e-4f4e-9a51-3c2f7f1d2e10',
      label: 'Clients Details',
    });
    expect(previous('/settings/work-schedule')).toEqual({ path: '/settings/work-schedule', label: 'Work Schedule' });
    expect(previous('/no-such-page')).toBeNull();
    expect(previous('/dashboard/whatever')).toBeNull();
  });

  it('is hidden on /login and /dashboard', () => {
    expect(showsBreadcrumbs('/login')).toBe(false);
    expect(showsBreadcrumbs('/dashboard')).toBe(false);
    expect(showsBreadcrumbs('/notes')).toBe(true);
  });

  it('records every page as the previous page except /, /login, /demo-login, /dashboard and /admin/dashboard', () => {
    for (const path of ['/', '/login', '/demo-login', '/dashboard', '/admin/dashboard']) expect(recordsPreviousPage(path)).toBe(false);
    for (const path of ['/notes', '/admin/users', '/client']) expect(recordsPreviousPage(path)).toBe(true);
  });
});
