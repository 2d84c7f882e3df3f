import { describe, expect, it } from 'vitest';
import { hasAdminDemoOverride, homeFor, isInternalPath, resolveHome } from './home';

const none = { pendingDemoTarget: null, forceDemoRole: null };

describe('home by user (spec 2.2)', () => {
  it('sends clients and client-like demo characters to /client', () => {
    expect(homeFor({ role: 'client' })).toBe('/client');
    for (const character of ['client', 'parent_of_client', 'part_of_couple']) {
      expect(homeFor({ role: 'demo', demo_mode: true, character_type: character })).toBe('/client');
    }
  });

  it('sends admins, admin-providers and the demo admin to /admin', () => {
    expect(homeFor({ role: 'admin' })).toBe('/admin');
    expect(homeFor({ role: 'admin', is_provider: true })).toBe('/admin');
    expect(homeFor({ role: 'demo', demo_mode: true, character_type: 'admin' })).toBe('/admin');
  });

  it('sends everyone else to /dashboard', () => {
    for (const role of ['therapist', 'supervisor', 'dev'] as const) expect(homeFor({ role })).toBe('/dashboard');
    expect(homeFor({ role: 'demo', demo_mode: true, character_type: 'therapist' })).toBe('/dashboard');
  });
});

describe('once-only overrides from session storage', () => {
  const therapist = { role: 'therapist' as const };

  it('a pending demo target wins, and says it was used', () => {
    expect(resolveHome(therapist, { pendingDemoTarget: '/calendar', forceDemoRole: 'admin' })).toEqual({ path: '/calendar', usedOverride: true });
  });

  it('a forced demo role picks that character’s home', () => {
    expect(resolveHome(therapist, { pendingDemoTarget: null, forceDemoRole: 'client' })).toEqual({ path: '/client', usedOverride: true });
    expect(resolveHome({ role: 'client' }, { pendingDemoTarget: null, forceDemoRole: 'admin' })).toEqual({ path: '/admin', usedOverride: true });
  });

  it('ignores junk and external targets', () => {
    expect(resolveHome(therapist, { pendingDemoTarget: '//evil.test', forceDemoRole: 'wizard' })).toEqual({ path: '/dashboard', usedOverride: false });
    expect(resolveHome(therapist, { pendingDemoTarget: 'https://evil.test', forceDemoRole: null }).path).toBe('/dashboard');
    expect(resolveHome(therapist, none)).toEqual({ path: '/dashboard', usedOverride: false });
  });

  it('knows an admin demo target or role (for /admin)', () => {
    expect(hasAdminDemoOverride({ pendingDemoTarget: '/admin/reports', forceDemoRole: null })).toBe(true);
    expect(hasAdminDemoOverride({ pendingDemoTarget: null, forceDemoRole: 'admin' })).toBe(true);
    expect(hasAdminDemoOverride({ pendingDemoTarget: '/notes', forceDemoRole: 'therapist' })).toBe(false);
  });

  it('accepts only same-app paths', () => {
    expect(isInternalPath('/notes?x=1')).toBe(true);
    expect(isInternalPath('//x.test')).toBe(false);
    expect(isInternalPath('/\\x.test')).toBe(false);
    expect(isInternalPath('notes')).toBe(false);
    expect(isInternalPath(null)).toBe(false);
  });
});
