import { describe, expect, it } from 'vitest';
import type { UserRow } from './actor';
import { SessionCache, type CachedSession } from './session-cache';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 24, 9) + ms);
const session = (userId: string): CachedSession => ({ user: { id: userId } as UserRow, lastSeenAt: at(0), expiresAt: at(3_600_000) });

describe('the session cache', () => {
  it('answers for its lifetime, then not (nor for a clock that went back)', () => {
    const cache = new SessionCache(2_000);
    cache.set('h1', session('u1'), at(0), cache.begin());
    expect(cache.get('h1', at(1_999))?.user.id).toBe('u1');
    expect(cache.get('h1', at(2_000))).toBeUndefined();
    cache.set('h2', session('u1'), at(5_000), cache.begin());
    expect(cache.get('h2', at(4_000))).toBeUndefined();
  });

  it('does not store what a lookup read before a session ended or an account changed', () => {
    const cache = new SessionCache(2_000);
    const generation = cache.begin();
    cache.forgetSession('h1'); // a sign-out lands while the lookup waits on the database
    cache.set('h1', session('u1'), at(0), generation);
    expect(cache.get('h1', at(1))).toBeUndefined();
    const next = cache.begin();
    cache.forgetUser('u2');
    cache.set('h1', session('u1'), at(0), next);
    expect(cache.get('h1', at(1))).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache(2_000);
    for (const [hash, user] of [
      ['a1', 'alice'],
      ['a2', 'alice'],
      ['b1', 'ben'],
    ])
      cache.set(hash!, session(user!), at(0), cache.begin());
    cache.forgetSession('a1');
    expect(cache.get('a1', at(1))).toBeUndefined();
    expect(cache.get('a2', at(1))).toBeDefined();
    cache.forgetUser('alice');
    expect(cache.get('a2', at(1))).toBeUndefined();
    expect(cache.get('b1', at(1))?.user.id).toBe('ben');
  });

  it('holds at most its size, dropping the oldest; a lifetime of 0 holds nothing', () => {
    const cache = new SessionCache(2_000, 2);
    for (const hash of ['h1', 'h2', 'h3']) cache.set(hash, session(hash), at(0), cache.begin());
    expect(['h1', 'h2', 'h3'].map((h) => !!cache.get(h, at(1)))).toEqual([false, true, true]);
    const off = new SessionCache(0);
    off.set('h1', session('u1'), at(0), off.begin());
    expect(off.get('h1', at(0))).toBeUndefined();
  });
});
