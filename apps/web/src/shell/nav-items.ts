import { actingRole, isClientLike, isClinician, type RoleBearer } from '@tend/contracts/permissions';
import { canOpen } from '@/app/route-access';
import type { AppPath } from '@/app/routes';

export interface NavItem {
  label: string;
  to: AppPath;
}

export interface NavSection {
  title?: string;
  items: NavItem[];
}

interface NavEntry extends NavItem {
  /** Who the entry is for beyond being able to open it (one assistant entry per person). */
  audience?: (user: RoleBearer) => boolean;
}

const clinician = (user: RoleBearer) => isClinician(user);
const notClinician = (user: RoleBearer) => !isClinician(user);

/**
 * THE navigation: the desktop sidebar and the phone menu both show this list, kept to the
 * entries the user's role can open (the route table's guard and permission), so the two never
 * differ and never offer a page that turns the user away (docs/decisions/022-one-navigation-model.md).
 * Each route appears once; a client's entries and a clinician's never meet, because their
 * routes' guards exclude each other.
 */
const navigation: { title: string; items: NavEntry[] }[] = [
  {
    title: 'My care',
    items: [
      { label: 'My Portal', to: '/client' },
      { label: 'Appointments', to: '/client/appointments' },
      { label: 'Messages', to: '/client/messages' },
      { label: 'Documents', to: '/client/documents' },
      { label: 'Forms', to: '/client/forms' },
      { label: 'Health Tracking', to: '/client/health' },
      { label: 'Billing', to: '/client/billing' },
    ],
  },
  {
    title: 'Clinical',
    items: [
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'AI Assistant', to: '/therapist-panel', audience: clinician },
      { label: 'Notes', to: '/notes' },
      { label: 'Clients', to: '/clients' },
      { label: 'Calendar', to: '/calendar' },
      { label: 'Tasks', to: '/todo' },
      { label: 'Messages', to: '/messages' },
      { label: 'Idea Vault', to: '/vault' },
      { label: 'Voice Mode', to: '/voice' },
    ],
  },
  {
    title: 'Practice',
    items: [
      { label: 'Billing', to: '/payments' },
      { label: 'Superbills', to: '/superbills' },
      { label: 'Leads', to: '/leads' },
    ],
  },
  {
    title: 'Administration',
    items: [
      { label: 'Practice Dashboard', to: '/admin/dashboard' },
      { label: 'AI Assistant', to: '/admin/chat', audience: notClinician },
      { label: 'Users', to: '/admin/users' },
      { label: 'Reports', to: '/admin/reports' },
      { label: 'Analytics', to: '/admin/provider-analytics' },
      { label: 'Audit Log', to: '/admin/audit-logs' },
      { label: 'Compliance', to: '/admin/compliance' },
      { label: 'Data Export', to: '/admin/data-export' },
      { label: 'Practice Settings', to: '/admin/settings' },
      { label: 'Setup Guides', to: '/admin/setup-guides' },
    ],
  },
  {
    title: 'General',
    items: [
      { label: 'Dev Console', to: '/dev-console' },
      { label: 'Notifications', to: '/notifications' },
      { label: 'Settings', to: '/settings' },
    ],
  },
];

/** Every route the navigation may offer (for the tests that hold each one to its guard). */
export const navigationPaths: readonly AppPath[] = navigation.flatMap((section) => section.items.map((item) => item.to));

/** The sections this user sees, in both the sidebar and the phone menu. */
export function navSections(user: RoleBearer | null): NavSection[] {
  if (!user) return [];
  return navigation
    .map(({ title, items }) => ({
      title,
      items: items.filter((item) => canOpen(user, item.to) && (item.audience?.(user) ?? true)).map(({ label, to }) => ({ label, to })),
    }))
    .filter((section) => section.items.length > 0);
}

export type MenuKind = 'client' | 'admin' | 'admin-provider' | 'therapist' | 'supervisor' | 'dev' | 'other';

/** The user's kind, for tests and screenshots to tell menus apart (data-kind); the items come from navSections alone. */
export function menuKind(user: RoleBearer | null): MenuKind {
  if (!user) return 'other';
  if (isClientLike(user)) return 'client';
  const role = actingRole(user);
  if (role === 'admin') return isClinician(user) ? 'admin-provider' : 'admin';
  return role;
}
