import { actingRole, isClientLike, type RoleBearer } from '@tend/contracts/permissions';
import { evaluateGuard } from '@/app/guards';
import { findRoute } from '@/app/route-lookup';
import type { AppPath } from '@/app/routes';

export interface NavItem {
  label: string;
  to: AppPath;
}

export interface NavSection {
  title?: string;
  items: NavItem[];
}

/** A menu never offers a page whose guard would send this user away. */
export function reachable(user: RoleBearer | null, to: AppPath): boolean {
  const route = findRoute(to);
  if (!route) return false;
  const decision = evaluateGuard(route.guard, { status: 'ready', user, adminDemoOverride: false, accountInactiveNotice: false });
  return decision.type === 'allow' || decision.type === 'session-check';
}

function keepReachable(user: RoleBearer | null, sections: NavSection[]): NavSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((item) => reachable(user, item.to)) }))
    .filter((section) => section.items.length > 0);
}

const clinicalItems: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Notes', to: '/notes' },
  { label: 'Clients', to: '/clients' },
  { label: 'Calendar', to: '/calendar' },
  { label: 'Tasks', to: '/todo' },
  { label: 'Idea Vault', to: '/vault' },
  { label: 'Voice Mode', to: '/voice' },
];

/** Spec 2.8, desktop sidebar. */
export function sidebarSections(user: RoleBearer): NavSection[] {
  if (isClientLike(user)) return keepReachable(user, [{ items: [{ label: 'My Portal', to: '/client' }] }]);
  const role = actingRole(user);
  const administration: NavItem[] = [];
  if (role === 'admin' || role === 'supervisor') administration.push({ label: 'Dashboard', to: '/admin/dashboard' });
  if (role === 'admin') administration.push({ label: 'Admin Chat', to: '/admin/chat' });
  if (user.role === 'admin') {
    administration.push({ label: 'Settings', to: '/admin/settings' }, { label: 'Setup Guides', to: '/admin/setup-guides' });
  }
  const sections: NavSection[] = [{ items: clinicalItems }];
  if (administration.length > 0) sections.push({ title: 'Administration', items: administration });
  return keepReachable(user, sections);
}

export type MenuKind = 'client' | 'admin' | 'admin-provider' | 'other';

export function menuKind(user: RoleBearer | null): MenuKind {
  if (!user) return 'other';
  if (isClientLike(user)) return 'client';
  if (actingRole(user) === 'admin') return user.is_provider ? 'admin-provider' : 'admin';
  return 'other';
}

const providerMenu: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'AI Assistant', to: '/therapist-panel' },
  { label: 'Notes', to: '/notes' },
  { label: 'Clients', to: '/clients' },
  { label: 'Calendar', to: '/calendar' },
  { label: 'Tasks', to: '/todo' },
  { label: 'Vault', to: '/vault' },
  { label: 'Voice Mode', to: '/voice' },
  { label: 'Messages', to: '/messages' },
  { label: 'Billing', to: '/payments' },
  { label: 'Settings', to: '/settings' },
  { label: 'Notifications', to: '/notifications' },
];

const clientMenu: NavItem[] = [
  { label: 'My Portal', to: '/client' },
  { label: 'Appointments', to: '/client/appointments' },
  { label: 'Messages', to: '/client/messages' },
  { label: 'Documents', to: '/client/documents' },
  { label: 'Forms', to: '/client/forms' },
  { label: 'Health Tracking', to: '/client/health' },
  { label: 'Billing', to: '/client/billing' },
  { label: 'Settings', to: '/settings' },
];

const adminMenu: NavItem[] = [
  { label: 'Admin Dashboard', to: '/admin/dashboard' },
  { label: 'Admin AI Chat', to: '/admin/chat' },
  { label: 'User Management', to: '/admin/users' },
  { label: 'Reports', to: '/admin/reports' },
  { label: 'Audit Logs', to: '/admin/audit-logs' },
  { label: 'Provider Analytics', to: '/admin/provider-analytics' },
  { label: 'Compliance', to: '/admin/compliance' },
  { label: 'Leads', to: '/leads' },
  { label: 'Settings', to: '/admin/settings' },
];

/** Spec 2.8, mobile menu by user kind (the Logout entry is added by the menu itself). */
export function mobileMenuSections(user: RoleBearer | null): NavSection[] {
  switch (menuKind(user)) {
    case 'client':
      return keepReachable(user, [{ items: clientMenu }]);
    case 'admin':
      return keepReachable(user, [{ items: [...adminMenu, { label: 'Tasks', to: '/todo' }, { label: 'Notifications', to: '/notifications' }] }]);
    case 'admin-provider':
      return keepReachable(user, [
        { title: 'Clinical', items: providerMenu.filter((item) => !['/settings', '/notifications', '/todo'].includes(item.to)) },
        { title: 'Administration', items: adminMenu },
        {
          title: 'General',
          items: [
            { label: 'Tasks', to: '/todo' },
            { label: 'Settings', to: '/settings' },
            { label: 'Notifications', to: '/notifications' },
          ],
        },
      ]);
    case 'other':
      // Nobody signed in never sees the shell; keep the spec's list for them as written.
      return user ? keepReachable(user, [{ items: providerMenu }]) : [{ items: providerMenu }];
  }
}
