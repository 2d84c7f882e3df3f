import { actingRole, characterTypes, isClientLike, type RoleBearer } from '@tend/contracts/permissions';

export type HomePath = '/client' | '/admin' | '/dashboard';

/** Spec 2.2: client-like users go to /client, admins (and the demo admin) to /admin, everyone else to /dashboard. */
export function homeFor(user: RoleBearer): HomePath {
  if (isClientLike(user)) return '/client';
  if (actingRole(user) === 'admin') return '/admin';
  return '/dashboard';
}

export interface HomeOverrides {
  /** Session storage `pending_demo_target`: a path to land on once. */
  pendingDemoTarget: string | null;
  /** Session storage `force_demo_role`: a demo character whose home to use once. */
  forceDemoRole: string | null;
}

/** Only same-app paths; never a protocol-relative or absolute URL. */
export function isInternalPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export interface ResolvedHome {
  path: string;
  /** Whether a stored override was used (and must now be removed). */
  usedOverride: boolean;
}

/** Spec 2.2: a pending demo target or a forced demo role overrides the home once. */
export function resolveHome(user: RoleBearer, overrides: HomeOverrides): ResolvedHome {
  if (isInternalPath(overrides.pendingDemoTarget)) return { path: overrides.pendingDemoTarget, usedOverride: true };
  const forced = characterTypes.find((c) => c === overrides.forceDemoRole);
  if (forced) return { path: homeFor({ role: 'demo', demo_mode: true, character_type: forced }), usedOverride: true };
  return { path: homeFor(user), usedOverride: false };
}

/** Spec 2.6: /admin sends a user with an admin demo target or role to /admin/dashboard. */
export function hasAdminDemoOverride(overrides: HomeOverrides): boolean {
  return overrides.forceDemoRole === 'admin' || (overrides.pendingDemoTarget ?? '').startsWith('/admin');
}
