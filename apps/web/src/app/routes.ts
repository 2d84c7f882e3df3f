import type { ComponentType } from 'react';
import type { Permission } from '@tend/contracts/permissions';
import type { Guard } from './guards';

/**
 * THE route table (spec 2.1–2.6): path, breadcrumb label, lazy page and guard. Menus and
 * breadcrumbs read it; links are typed by its paths.
 */
export interface AppRoute {
  path: string;
  /** Breadcrumb label (spec 2.8) and default page title. */
  label: string;
  guard: Guard;
  /** Lazy page; absent for routes that only redirect. */
  page?: () => Promise<{ default: ComponentType }>;
  /** Rendered inside the signed-in shell (top bar, sidebar, breadcrumbs). */
  shell?: boolean;
  /**
   * What the user's role must hold to use the page, beyond the guard: without it the page says
   * "No access", and no menu, breadcrumb or button leads there (docs/decisions/022-one-navigation-model.md).
   */
  permission?: Permission;
  /** The breadcrumb parent when it is not the path's prefix (/superbills under /payments). */
  parent?: string;
}

const publicRoute: Guard = { kind: 'public' };
const guest: Guard = { kind: 'guest' };
const signedIn: Guard = { kind: 'signedIn' };
const provider: Guard = { kind: 'provider' };
const clientLike: Guard = { kind: 'clientLike' };
const clientOnly: Guard = { kind: 'clientOnly' };
const sessionCheck: Guard = { kind: 'sessionCheck' };

export const appRoutes = [
  // 2.1 Public
  { path: '/', label: 'Home', guard: { kind: 'home' } },
  { path: '/login', label: 'Sign In', guard: guest, page: () => import('@/features/auth/pages/login-page') },
  { path: '/demo-login', label: 'Demo Login', guard: publicRoute, page: () => import('@/features/auth/pages/demo-login-page') },
  { path: '/demo', label: 'Demo', guard: { kind: 'redirect', to: '/demo-login' } },
  { path: '/register', label: 'Create Account', guard: guest, page: () => import('@/features/auth/pages/register-page') },
  { path: '/forgot-password', label: 'Forgot Password', guard: guest, page: () => import('@/features/auth/pages/forgot-password-page') },
  { path: '/reset-password', label: 'Reset Password', guard: guest, page: () => import('@/features/auth/pages/reset-password-page') },
  // The link of a client portal invitation (issue 13): set a password, land in /client.
  { path: '/portal-invite', label: 'Portal Invitation', guard: guest, page: () => import('@/features/auth/pages/accept-invite-page') },
  // The link of a staff invitation (issue 16): set a password, land signed in (or at the second-factor step).
  { path: '/accept-staff-invite', label: 'Staff Invitation', guard: guest, page: () => import('@/features/auth/pages/accept-staff-invite-page') },
  // The link of the confirmation e-mail sent at registration: open signed in or not.
  { path: '/verify-email', label: 'Confirm E-mail', guard: publicRoute, page: () => import('@/features/auth/pages/verify-email-page') },
  { path: '/callback', label: 'Signing In', guard: publicRoute, page: () => import('@/features/auth/pages/callback-page') },
  { path: '/client-portal-test', label: 'Client Portal Test', guard: publicRoute, page: () => import('@/features/portal/pages/portal-test-page') },
  { path: '/api/*', label: 'API', guard: publicRoute, page: () => import('./blank-page') },

  // 2.3 Provider routes
  {
    path: '/dashboard',
    label: 'Dashboard',
    guard: { kind: 'provider', adminTo: '/admin' },
    shell: true,
    page: () => import('@/features/dashboard/pages/dashboard-page'),
  },
  { path: '/notes', label: 'Notes', guard: provider, shell: true, permission: 'notes:read', page: () => import('@/features/notes/pages/notes-page') },
  {
    path: '/notes/new',
    label: 'New Note',
    guard: provider,
    shell: true,
    permission: 'notes:write',
    page: () => import('@/features/notes/pages/new-note-page'),
  },
  { path: '/notes/:id', label: 'Note', guard: provider, shell: true, permission: 'notes:read', page: () => import('@/features/notes/pages/note-page') },
  {
    path: '/note/:id',
    label: 'Note',
    guard: provider,
    shell: true,
    permission: 'notes:read',
    parent: '/notes',
    page: () => import('@/features/notes/pages/note-page'),
  },
  { path: '/clients', label: 'Clients', guard: provider, shell: true, permission: 'clients:read', page: () => import('@/features/clients/pages/clients-page') },
  {
    path: '/clients/:id',
    label: 'Client',
    guard: provider,
    shell: true,
    permission: 'clients:read',
    page: () => import('@/features/clients/pages/client-page'),
  },
  {
    path: '/leads',
    label: 'Lead Management',
    guard: provider,
    shell: true,
    permission: 'leads:manage',
    page: () => import('@/features/leads/pages/leads-page'),
  },
  { path: '/vault', label: 'Idea Vault', guard: provider, shell: true, permission: 'vault:use', page: () => import('@/features/vault/pages/vault-page') },
  {
    path: '/vault/:folderId',
    label: 'Folder',
    guard: provider,
    shell: true,
    permission: 'vault:use',
    page: () => import('@/features/vault/pages/vault-folder-page'),
  },
  {
    path: '/conversations',
    label: 'Conversations',
    guard: provider,
    shell: true,
    permission: 'conversations:use',
    page: () => import('@/features/conversations/pages/conversations-page'),
  },
  {
    path: '/conversations/:id',
    label: 'Conversation',
    guard: provider,
    shell: true,
    permission: 'conversations:use',
    page: () => import('@/features/conversations/pages/conversations-page'),
  },
  {
    path: '/calendar',
    label: 'Calendar',
    guard: provider,
    shell: true,
    permission: 'clients:read',
    page: () => import('@/features/calendar/pages/calendar-page'),
  },
  {
    path: '/payments',
    label: 'Payments',
    guard: provider,
    shell: true,
    permission: 'billing:read',
    page: () => import('@/features/payments/pages/payments-page'),
  },
  {
    path: '/voice',
    label: 'Voice Mode',
    guard: provider,
    shell: true,
    permission: 'conversations:use',
    page: () => import('@/features/voice/pages/voice-page'),
  },
  {
    path: '/risk-assessment',
    label: 'Risk Assessment',
    guard: provider,
    shell: true,
    permission: 'clients:read',
    page: () => import('@/features/risk/pages/risk-assessment-page'),
  },
  { path: '/todo', label: 'Tasks', guard: provider, shell: true, permission: 'clients:read', page: () => import('@/features/todo/pages/todo-page') },
  {
    path: '/therapist-panel',
    label: 'Therapist Panel',
    guard: signedIn,
    shell: true,
    permission: 'conversations:use',
    page: () => import('@/features/assistant/pages/assistant-page'),
  },
  {
    path: '/assistant',
    label: 'AI Assistant',
    guard: provider,
    shell: true,
    permission: 'conversations:use',
    page: () => import('@/features/assistant/pages/assistant-page'),
  },
  {
    path: '/ai-assistant',
    label: 'AI Assistant',
    guard: provider,
    shell: true,
    permission: 'conversations:use',
    page: () => import('@/features/assistant/pages/assistant-page'),
  },

  // 2.4 Any signed-in user
  { path: '/profile', label: 'Profile', guard: signedIn, shell: true, page: () => import('@/features/account/pages/profile-page') },
  { path: '/profile/setup', label: 'Profile Setup', guard: signedIn, shell: true, page: () => import('@/features/account/pages/profile-setup-page') },
  {
    path: '/account-inactive',
    label: 'Account Inactive',
    guard: { kind: 'accountInactive' },
    page: () => import('@/features/auth/pages/account-inactive-page'),
  },
  { path: '/settings', label: 'Settings', guard: signedIn, shell: true, page: () => import('@/features/account/pages/settings-page') },
  { path: '/settings/work-schedule', label: 'Work Schedule', guard: signedIn, shell: true, page: () => import('@/features/calendar/pages/work-schedule-page') },
  { path: '/notifications', label: 'Notifications', guard: signedIn, shell: true, page: () => import('@/features/notifications/pages/notifications-page') },

  // 2.5 Client routes
  {
    path: '/client',
    label: 'Client Portal',
    guard: clientLike,
    shell: true,
    permission: 'portal:self',
    page: () => import('@/features/portal/pages/portal-home-page'),
  },
  {
    path: '/client-portal',
    label: 'Client Portal',
    guard: clientLike,
    shell: true,
    permission: 'portal:self',
    page: () => import('@/features/portal/pages/portal-home-page'),
  },
  {
    path: '/client/appointments',
    label: 'Appointments',
    guard: clientOnly,
    shell: true,
    permission: 'portal:self',
    page: () => import('@/features/portal/pages/appointments-page'),
  },
  {
    path: '/client/messages',
    label: 'Messages',
    guard: clientOnly,
    shell: true,
    permission: 'portal:self',
    page: () => import('@/features/portal/pages/portal-messages-page'),
  },
  {
    path: '/client/documents',
    label: 'Documents',
    guard: clientOnly,
    shell: true,
    permission: 'portal:self',
    page: () => import('@/features/portal/pages/documents-page'),
  },
  {
    path: '/client/forms',
    label: 'Forms',
    guard: clientOnly,
    shell: true,
    permission: 'portal:self',
    page: () => import('@/features/portal/pages/forms-page'),
  },
  {
    path: '/client/health',
    label: 'Health Tracking',
    guard: clientOnly,
    shell: true,
    permission: 'portal:self',
    page: () => import('@/features/portal/pages/health-page'),
  },
  {
    path: '/client/billing',
    label: 'Billing',
    guard: clientOnly,
    shell: true,
    permission: 'portal:self',
    page: () => import('@/features/portal/pages/billing-page'),
  },

  // 2.6 Restricted routes
  {
    path: '/dev-console',
    label: 'Dev Console',
    guard: { kind: 'devOnly' },
    shell: true,
    permission: 'dev:console',
    page: () => import('@/features/dev/pages/dev-console-page'),
  },
  {
    path: '/messages',
    label: 'Messages',
    guard: { kind: 'roles', allow: ['therapist', 'admin'], client: '/login', other: '/login' },
    shell: true,
    permission: 'clients:read',
    page: () => import('@/features/messages/pages/messages-page'),
  },
  {
    path: '/superbills',
    label: 'Superbills',
    guard: { kind: 'roles', allow: ['therapist', 'admin', 'supervisor'], client: '/client', other: '/therapist-panel' },
    shell: true,
    permission: 'billing:read',
    parent: '/payments',
    page: () => import('@/features/payments/pages/superbills-page'),
  },
  { path: '/admin', label: 'Admin', guard: { kind: 'adminEntry' } },
  {
    path: '/admin/users',
    label: 'User Management',
    guard: { kind: 'roles', allow: ['admin', 'supervisor'], client: '/client', other: '/therapist-panel' },
    shell: true,
    permission: 'users:read',
    parent: '/admin/dashboard',
    page: () => import('@/features/admin/pages/users-page'),
  },
  {
    path: '/admin/dashboard',
    label: 'Practice Dashboard',
    guard: sessionCheck,
    shell: true,
    permission: 'reports:read',
    page: () => import('@/features/admin/pages/admin-dashboard-page'),
  },
  {
    path: '/admin/kpi',
    label: 'KPI',
    guard: sessionCheck,
    shell: true,
    permission: 'reports:read',
    parent: '/admin/dashboard',
    page: () => import('@/features/admin/pages/admin-dashboard-page'),
  },
  {
    path: '/admin/chat',
    label: 'AI Chat',
    guard: sessionCheck,
    shell: true,
    permission: 'conversations:use',
    parent: '/admin/dashboard',
    page: () => import('@/features/admin/pages/admin-chat-page'),
  },
  {
    path: '/admin/audit-logs',
    label: 'Audit Logs',
    guard: sessionCheck,
    shell: true,
    permission: 'audit:read',
    parent: '/admin/dashboard',
    page: () => import('@/features/admin/pages/audit-logs-page'),
  },
  {
    path: '/admin/data-export',
    label: 'Data Export',
    guard: sessionCheck,
    shell: true,
    permission: 'admin:settings',
    parent: '/admin/dashboard',
    page: () => import('@/features/admin/pages/data-export-page'),
  },
  {
    path: '/admin/settings',
    label: 'Practice Settings',
    guard: sessionCheck,
    shell: true,
    permission: 'admin:settings',
    parent: '/admin/dashboard',
    page: () => import('@/features/admin/pages/admin-settings-page'),
  },
  {
    path: '/admin/setup-guides',
    label: 'Setup Guides',
    guard: sessionCheck,
    shell: true,
    permission: 'admin:settings',
    parent: '/admin/dashboard',
    page: () => import('@/features/admin/pages/setup-guides-page'),
  },
  {
    path: '/admin/compliance',
    label: 'Compliance',
    guard: sessionCheck,
    shell: true,
    permission: 'admin:settings',
    parent: '/admin/dashboard',
    page: () => import('@/features/admin/pages/compliance-page'),
  },
  {
    path: '/admin/provider-analytics',
    label: 'Provider Analytics',
    guard: sessionCheck,
    shell: true,
    permission: 'reports:read',
    parent: '/admin/dashboard',
    page: () => import('@/features/admin/pages/provider-analytics-page'),
  },
  {
    path: '/admin/reports',
    label: 'Reports',
    guard: sessionCheck,
    shell: true,
    permission: 'reports:read',
    parent: '/admin/dashboard',
    page: () => import('@/features/admin/pages/reports-page'),
  },
  { path: '/demo-admin', label: 'Demo Admin', guard: { kind: 'redirect', to: '/admin/dashboard' } },

  // Anything else
  { path: '*', label: 'Not Found', guard: publicRoute, shell: true, page: () => import('@/features/errors/pages/not-found-page') },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof appRoutes)[number]['path'];
