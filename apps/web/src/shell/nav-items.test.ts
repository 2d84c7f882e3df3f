import { describe, expect, it } from 'vitest';
import type { RoleBearer } from '@tend/contracts/permissions';
import { menuKind, mobileMenuSections, sidebarSections, type NavSection } from './nav-items';

const labels = (sections: NavSection[]) => sections.map((s) => ({ title: s.title, items: s.items.map((i) => `${i.label} ${i.to}`) }));
const flat = (sections: NavSection[]) => sections.flatMap((s) => s.items.map((i) => i.label));

const therapist: RoleBearer = { role: 'therapist' };
const supervisor: RoleBearer = { role: 'supervisor' };
const admin: RoleBearer = { role: 'admin' };
const adminProvider: RoleBearer = { role: 'admin', is_provider: true };
const demoAdmin: RoleBearer = { role: 'demo', demo_mode: true, character_type: 'admin' };
const client: RoleBearer = { role: 'client' };

const main = ['Dashboard /dashboard', 'Notes /notes', 'Clients /clients', 'Calendar /calendar', 'Tasks /todo', 'Idea Vault /vault', 'Voice Mode /voice'];

describe('desktop sidebar (spec 2.8)', () => {
  it('gives providers the main list only', () => {
    expect(labels(sidebarSections(therapist))).toEqual([{ title: undefined, items: main }]);
  });

  it('adds Administration with Dashboard for a supervisor', () => {
    expect(labels(sidebarSections(supervisor))[1]).toEqual({ title: 'Administration', items: ['Dashboard /admin/dashboard'] });
  });

  it('adds Admin Chat for admins and the demo admin; Settings and Setup Guides for admins only', () => {
    expect(labels(sidebarSections(admin))[1]?.items).toEqual([
      'Dashboard /admin/dashboard',
      'Admin Chat /admin/chat',
      'Settings /admin/settings',
      'Setup Guides /admin/setup-guides',
    ]);
    expect(labels(sidebarSections(demoAdmin))[1]?.items).toEqual(['Dashboard /admin/dashboard', 'Admin Chat /admin/chat']);
  });

  it('leaves out entries that would bounce the user (an admin’s Dashboard goes to /admin)', () => {
    expect(flat(sidebarSections(admin)).filter((l) => l === 'Dashboard')).toHaveLength(1);
  });

  it('shows clients only My Portal', () => {
    expect(labels(sidebarSections(client))).toEqual([{ title: undefined, items: ['My Portal /client'] }]);
  });
});

describe('mobile menu by user kind (spec 2.8)', () => {
  it('knows the kinds', () => {
    expect(menuKind(null)).toBe('other');
    expect(menuKind(therapist)).toBe('other');
    expect(menuKind(client)).toBe('client');
    expect(menuKind({ role: 'demo', demo_mode: true, character_type: 'part_of_couple' })).toBe('client');
    expect(menuKind(admin)).toBe('admin');
    expect(menuKind(demoAdmin)).toBe('admin');
    expect(menuKind(adminProvider)).toBe('admin-provider');
  });

  it('lists the provider menu for nobody signed in and for therapists', () => {
    const expected = [
      'Dashboard',
      'AI Assistant',
      'Notes',
      'Clients',
      'Calendar',
      'Tasks',
      'Vault',
      'Voice Mode',
      'Messages',
      'Billing',
      'Settings',
      'Notifications',
    ];
    expect(flat(mobileMenuSections(null))).toEqual(expected);
    expect(flat(mobileMenuSections(therapist))).toEqual(expected);
    expect(mobileMenuSections(therapist)[0]?.items.find((i) => i.label === 'Billing')?.to).toBe('/payments');
  });

  it('lists the client menu', () => {
    expect(flat(mobileMenuSections(client))).toEqual(['My Portal', 'Appointments', 'Messages', 'Documents', 'Forms', 'Health Tracking', 'Billing', 'Settings']);
  });

  it('lists the admin menu', () => {
    const sections = mobileMenuSections(admin);
    expect(flat(sections)).toEqual([
      'Admin Dashboard',
      'Admin AI Chat',
      'User Management',
      'Reports',
      'Audit Logs',
      'Provider Analytics',
      'Compliance',
      'Leads',
      'Settings',
      'Tasks',
      'Notifications',
    ]);
    expect(sections[0]?.items.find((i) => i.label === 'Settings')?.to).toBe('/admin/settings');
  });

  it('gives an admin who is also a provider three sections: Clinical, Administration, General', () => {
    expect(mobileMenuSections(adminProvider).map((s) => s.title)).toEqual(['Clinical', 'Administration', 'General']);
  });

  it('hides pages the guards would refuse (a supervisor has no /messages)', () => {
    expect(flat(mobileMenuSections(supervisor))).not.toContain('Messages');
  });
});
