import { describe, expect, it } from 'vitest';
import type { RoleBearer } from '@tend/contracts/permissions';
import { resolveHome, type HomeOverrides } from '@/lib/session/home';
import { routeExpectations, userKinds, type UserKind } from '@/testing/route-expectations';
import { evaluateGuard, type Guard, type GuardContext } from './guards';
import { findRoute } from './route-lookup';

const users: Record<Exclude<UserKind, 'anon'>, RoleBearer> = {
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

const noOverrides: HomeOverrides = { pendingDemoTarget: null, forceDemoRole: null };

function ctx(user: RoleBearer | null, extra: Partial<GuardContext> = {}): GuardContext {
  return { status: 'ready', user, adminDemoOverride: false, accountInactiveNotice: false, ...extra };
}

/** Follows the guards' redirects the way the app does, until a page renders. */
function finalPath(path: string, user: RoleBearer | null): string {
  let current = path;
  for (let hops = 0; hops < 10; hops++) {
    const route = findRoute(current);
    const decision = route ? evaluateGuard(route.guard, ctx(user)) : { type: 'allow' as const };
    if (decision.type === 'allow') return current;
    if (decision.type === 'session-check') return user ? current : '/login';
    if (decision.type === 'wait') throw new Error('ready context never waits');
    current = decision.to === 'home' ? (user ? resolveHome(user, noOverrides).path : '/login') : decision.to;
  }
  throw new Error(`redirect loop from ${path}`);
}

describe('route table guards (spec 2.1–2.6), every route for every kind of user', () => {
  for (const expectation of routeExpectations.filter((e) => !e.pageForwards)) {
    it(expectation.path, () => {
      const actual = Object.fromEntries(userKinds.map((kind) => [kind, finalPath(expectation.path, kind === 'anon' ? null : users[kind])]));
      expect(actual).toEqual(expectation.to);
    });
  }

  it('covers every path in the route table', async () => {
    const { appRoutes } = await import('./routes');
    const covered = routeExpectations.map((e) => findRoute(e.path)?.path);
    for (const route of appRoutes.filter((r) => r.path !== '*')) expect(covered).toContain(route.path);
  });
});

describe('guard rules', () => {
  const therapist = users.therapist;

  it("waits ('Checking login...') while the user loads, except on public and redirect routes", () => {
    const loading = ctx(null, { status: 'loading' });
    for (const kind of ['home', 'guest', 'signedIn', 'provider', 'clientLike', 'clientOnly', 'devOnly', 'adminEntry'] as const) {
      expect(evaluateGuard({ kind }, loading)).toEqual({ type: 'wait' });
    }
    expect(evaluateGuard({ kind: 'public' }, loading)).toEqual({ type: 'allow' });
    expect(evaluateGuard({ kind: 'redirect', to: '/demo-login' }, loading)).toEqual({ type: 'redirect', to: '/demo-login' });
    expect(evaluateGuard({ kind: 'sessionCheck' }, loading)).toEqual({ type: 'session-check' });
  });

  it('keeps the origin when it sends someone nobody-signed-in to /login', () => {
    expect(evaluateGuard({ kind: 'provider' }, ctx(null))).toEqual({ type: 'redirect', to: '/login', keepOrigin: true });
    expect(evaluateGuard({ kind: 'signedIn' }, ctx(null))).toEqual({ type: 'redirect', to: '/login', keepOrigin: true });
    expect(evaluateGuard({ kind: 'home' }, ctx(null))).toEqual({ type: 'redirect', to: '/login' });
  });

  it('sends signed-in users away from the sign-in screens to their home', () => {
    expect(evaluateGuard({ kind: 'guest' }, ctx(therapist))).toEqual({ type: 'redirect', to: 'home' });
    expect(evaluateGuard({ kind: 'guest' }, ctx(null))).toEqual({ type: 'allow' });
  });

  it('lets /admin forward to /admin/dashboard for an admin demo target or role', () => {
    expect(evaluateGuard({ kind: 'adminEntry' }, ctx(therapist, { adminDemoOverride: true }))).toEqual({ type: 'redirect', to: '/admin/dashboard' });
    expect(evaluateGuard({ kind: 'adminEntry' }, ctx(therapist))).toEqual({ type: 'redirect', to: '/therapist-panel' });
  });

  it('opens /account-inactive to someone just refused as inactive, without a session', () => {
    const guard: Guard = { kind: 'accountInactive' };
    expect(evaluateGuard(guard, ctx(null, { accountInactiveNotice: true }))).toEqual({ type: 'allow' });
    expect(evaluateGuard(guard, ctx(null, { status: 'loading', accountInactiveNotice: true }))).toEqual({ type: 'allow' });
    expect(evaluateGuard(guard, ctx(null))).toMatchObject({ type: 'redirect', to: '/login' });
  });

  it('treats a demo character of unknown type as a client (the least privilege)', () => {
    expect(finalPath('/notes', { role: 'demo', demo_mode: true, character_type: 'wizard' })).toBe('/client');
  });

  it('parent and couple demo characters are client-like', () => {
    for (const character of ['parent_of_client', 'part_of_couple']) {
      const user = { role: 'demo' as const, demo_mode: true, character_type: character };
      expect(finalPath('/', user)).toBe('/client');
      expect(finalPath('/client-portal', user)).toBe('/client-portal');
      expect(finalPath('/client/forms', user)).toBe('/client');
    }
  });
});
