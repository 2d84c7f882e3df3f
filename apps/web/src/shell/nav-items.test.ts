import { describe, expect, it } from 'vitest';
import type { RoleBearer } from '@tend/contracts/permissions';
import { canOpen } from '@/app/route-access';
import { findRoute } from '@/app/route-lookup';
import { menuKind, navigationPaths, navSections, type NavSection } from './nav-items';

const shape = (sections: NavSection[]) => sections.map((s) => `${s.title}: ${s.items.map((i) => i.label).join(', ')}`);

const therapist: RoleBearer = { role: 'therapist' };
const supervisor: RoleBearer = { role: 'supervisor' };
const admin: RoleBearer = { role: 'admin' };
const adminProvider: RoleBearer = { role: 'admin', is_provider: true };
const demoAdmin: RoleBearer = { role: 'demo', demo_mode: true, character_type: 'admin' };
const client: RoleBearer = { role: 'client' };
const dev: RoleBearer = { role: 'dev' };

describe('the navigation (one list for the sidebar and the phone menu)', () => {
  it('names only routes of the route table, each once', () => {
    for (const path of navigationPaths) expect(findRoute(path)?.path, path).toBe(path);
    expect(new Set(navigationPaths).size).toBe(navigationPaths.length);
  });

  it('gives a therapist the clinical and practice areas, grouped', () => {
    expect(shape(navSections(therapist))).toEqual([
      'Clinical: Dashboard, AI Assistant, Notes, Clients, Calendar, Tasks, Messages, Idea Vault, Voice Mode',
      'Practice: Billing, Superbills, Leads',
      'General: Notifications, Settings',
    ]);
  });

  it('gives an admin the administration areas and one assistant; an admin who sees clients the assistant among the clinical ones', () => {
    expect(shape(navSections(admin))).toEqual([
      'Clinical: Notes, Clients, Calendar, Tasks, Messages, Idea Vault, Voice Mode',
      'Practice: Billing, Superbills, Leads',
      'Administration: Practice Dashboard, AI Assistant, Users, Reports, Analytics, Audit Log, Compliance, Data Export, Practice Settings, Setup Guides',
      'General: Notifications, Settings',
    ]);
    expect(navSections(demoAdmin)).toEqual(navSections(admin));
    const sections = navSections(adminProvider);
    expect(sections.find((s) => s.title === 'Clinical')?.items.map((i) => i.to)).toContain('/therapist-panel');
    expect(sections.flatMap((s) => s.items.map((i) => i.to))).not.toContain('/admin/chat');
  });

  it('offers a supervisor what her role opens: her supervisees and reports, not Messages or the practice settings', () => {
    const paths = navSections(supervisor).flatMap((s) => s.items.map((i) => i.to));
    expect(paths).toEqual(expect.arrayContaining(['/admin/users', '/admin/reports', '/superbills']));
    expect(paths).not.toContain('/messages');
    expect(paths).not.toContain('/admin/settings');
  });

  it('gives a client the portal and a developer the console', () => {
    expect(shape(navSections(client))).toEqual([
      'My care: My Portal, Appointments, Messages, Documents, Forms, Health Tracking, Billing',
      'General: Notifications, Settings',
    ]);
    expect(navSections(dev).flatMap((s) => s.items.map((i) => i.to))).toContain('/dev-console');
    expect(navSections(null)).toEqual([]);
  });

  it('offers nothing its route would refuse', () => {
    for (const user of [therapist, supervisor, admin, adminProvider, demoAdmin, client, dev]) {
      for (const item of navSections(user).flatMap((s) => s.items)) expect(canOpen(user, item.to), `${user.role} ${item.to}`).toBe(true);
    }
  });

  it('knows the kinds', () => {
    expect(menuKind(null)).toBe('other');
    expect(menuKind(therapist)).toBe('therapist');
    expect(menuKind(supervisor)).toBe('supervisor');
    expect(menuKind(client)).toBe('client');
    expect(menuKind({ role: 'demo', demo_mode: true, character_type: 'part_of_couple' })).toBe('client');
    expect(menuKind(admin)).toBe('admin');
    expect(menuKind(demoAdmin)).toBe('admin');
    expect(menuKind(adminProvider)).toBe('admin-provider');
  });
});
