import { actingRole, isClientLike, type ActingRole, type RoleBearer } from '@tend/contracts/permissions';

/**
 * Who may open a route and where everyone else goes (spec 2.1–2.6). Data, so the route
 * table can say it and the tests can check every rule without rendering.
 */
export type Guard =
  /** Open to everyone; nothing waits for the user (e.g. /demo-login, /callback, /api/*). */
  | { kind: 'public' }
  /** Always sends elsewhere (/demo, /demo-admin). */
  | { kind: 'redirect'; to: string }
  /** `/`: the user's home, or /login. */
  | { kind: 'home' }
  /** Sign-in screens: signed-in users go home. */
  | { kind: 'guest' }
  /** Any signed-in user; nobody signed in goes to /login. */
  | { kind: 'signedIn' }
  /** Provider pages: clients go to /client, nobody signed in to /login; `adminTo` sends admins elsewhere. */
  | { kind: 'provider'; adminTo?: string }
  /** /client and /client-portal: client-like users only, else /login. */
  | { kind: 'clientLike' }
  /** /client/appointments etc.: role client only, else /login. */
  | { kind: 'clientOnly' }
  /** /dev-console: role dev only; other signed-in users go home. */
  | { kind: 'devOnly' }
  /** Role lists (/messages, /superbills, /admin/users): where clients and the rest go. */
  | { kind: 'roles'; allow: readonly (ActingRole | 'supervisor')[]; client: string; other: string }
  /** /admin: admins (and admin demo target/role) to /admin/dashboard. */
  | { kind: 'adminEntry' }
  /** Admin screens guarded only by a fresh session check (current-user call). */
  | { kind: 'sessionCheck' }
  /** /account-inactive: signed in, or just refused at sign-in as inactive. */
  | { kind: 'accountInactive' };

export interface GuardContext {
  status: 'loading' | 'ready';
  user: RoleBearer | null;
  /** Session storage names an admin demo target or role (spec 2.6, /admin). */
  adminDemoOverride: boolean;
  /** The sign-in screen just learned the account is inactive (403 `account_inactive`). */
  accountInactiveNotice: boolean;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'wait' }
  /** `to` is a path, or 'home', resolved at redirect time (it may consume the once-only overrides). */
  | { type: 'redirect'; to: string; keepOrigin?: boolean }
  | { type: 'session-check' };

const allow: GuardDecision = { type: 'allow' };
const toLogin: GuardDecision = { type: 'redirect', to: '/login', keepOrigin: true };
const to = (path: string): GuardDecision => ({ type: 'redirect', to: path });

export function evaluateGuard(guard: Guard, ctx: GuardContext): GuardDecision {
  switch (guard.kind) {
    case 'public':
      return allow;
    case 'redirect':
      return to(guard.to);
    case 'sessionCheck':
      return { type: 'session-check' };
    default:
      break;
  }
  if (ctx.status === 'loading') {
    // The inactive notice comes from the sign-in answer, not from a session: nothing to wait for.
    if (guard.kind === 'accountInactive' && ctx.accountInactiveNotice) return allow;
    return { type: 'wait' };
  }
  const user = ctx.user;
  if (guard.kind === 'guest') return user ? to('home') : allow;
  if (guard.kind === 'accountInactive') return user || ctx.accountInactiveNotice ? allow : toLogin;
  if (!user) return guard.kind === 'home' ? to('/login') : toLogin;

  const role = actingRole(user);
  const clientLike = isClientLike(user);
  switch (guard.kind) {
    case 'home':
      return to('home');
    case 'signedIn':
      return allow;
    case 'provider':
      if (clientLike) return to('/client');
      if (guard.adminTo && role === 'admin') return to(guard.adminTo);
      return allow;
    case 'clientLike':
      return clientLike ? allow : to('/login');
    case 'clientOnly':
      return user.role === 'client' ? allow : to('/login');
    case 'devOnly':
      return user.role === 'dev' ? allow : to('home');
    case 'roles':
      if (guard.allow.includes(role)) return allow;
      return to(clientLike ? guard.client : guard.other);
    case 'adminEntry':
      if (role === 'admin' || ctx.adminDemoOverride) return to('/admin/dashboard');
      return to(clientLike ? '/client' : '/therapist-panel');
  }
}
