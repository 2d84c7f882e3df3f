import { describe, expect, it } from 'vitest';
import { actingRole, can, isClientLike, isClinician, permissionsFor, rolePermissions } from './permissions';

describe('permissions', () => {
  it('a demo user acts as its character', () => {
    expect(actingRole({ role: 'demo', character_type: 'therapist' })).toBe('therapist');
    expect(actingRole({ role: 'demo', character_type: 'admin' })).toBe('admin');
    for (const c of ['client', 'parent_of_client', 'part_of_couple']) expect(actingRole({ role: 'demo', character_type: c })).toBe('client');
  });

  it('an unknown or missing demo character gets the least: client', () => {
    expect(actingRole({ role: 'demo', character_type: 'wizard' })).toBe('client');
    expect(actingRole({ role: 'demo', character_type: null })).toBe('client');
  });

  it('client-like means role client or a client-type demo character (spec section 3)', () => {
    expect(isClientLike({ role: 'client' })).toBe(true);
    expect(isClientLike({ role: 'demo', character_type: 'part_of_couple' })).toBe(true);
    expect(isClientLike({ role: 'demo', character_type: 'therapist' })).toBe(false);
    expect(isClientLike({ role: 'supervisor' })).toBe(false);
  });

  it('clients hold no clinical permission; devs hold no client data permission', () => {
    for (const role of ['client', 'dev'] as const) {
      expect(rolePermissions[role].filter((p) => p.startsWith('clients:') || p.startsWith('notes:'))).toEqual([]);
    }
  });

  it('only clinicians sign notes; an admin who is also a provider gets both sets', () => {
    expect(can({ role: 'admin' }, 'notes:approve')).toBe(false);
    expect(can({ role: 'admin', is_provider: true }, 'notes:approve')).toBe(true);
    expect(can({ role: 'admin', is_provider: true }, 'users:manage')).toBe(true);
    expect(can({ role: 'therapist', is_provider: true }, 'users:manage')).toBe(false);
    expect(new Set(permissionsFor({ role: 'admin', is_provider: true })).size).toBe(permissionsFor({ role: 'admin', is_provider: true }).length);
  });

  it('a clinician is a therapist or supervisor, or an admin who sees clients; never a client or dev', () => {
    for (const role of ['therapist', 'supervisor'] as const) expect(isClinician({ role })).toBe(true);
    expect(isClinician({ role: 'admin', is_provider: true })).toBe(true);
    expect(isClinician({ role: 'admin', is_provider: false })).toBe(false);
    expect(isClinician({ role: 'demo', character_type: 'therapist' })).toBe(true);
    for (const role of ['client', 'dev'] as const) expect(isClinician({ role, is_provider: true })).toBe(false);
  });

  it('nobody signed in can do nothing', () => {
    expect(can(null, 'self:read')).toBe(false);
  });
});
