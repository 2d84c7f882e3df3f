import type { UserRow } from './actor';

export interface CachedSession {
  user: UserRow;
  lastSeenAt: Date;
  expiresAt: Date;
}

/**
 * Sessions resolved in the last moment (SESSION_CACHE_MS, 2 s by default), so a clinician's
 * burst of requests — a page load is a dozen — looks the session up once (issue 19 item 2).
 * Forgotten at once on this instance when a session ends or an account changes (sign-out,
 * password reset, deactivation, role change: the hub tells every instance), so the cache only
 * ever answers for sessions still valid as far as this instance has heard; a change made
 * elsewhere without a hub message (the users CLI) takes effect within the lifetime.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { cachedAt: number }>();
  /** Bumped by every forget: a lookup that started before one must not store what it read. */
  private generation = 0;

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The generation to hand back to `set`, taken before reading the database. */
  begin(): number {
    return this.generation;
  }

  get(hash: string, now: Date): CachedSession | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    const age = now.getTime() - entry.cachedAt;
    if (age >= 0 && age < this.lifetimeMs) return entry;
    this.entries.delete(hash);
    return undefined;
  }

  set(hash: string, session: CachedSession, now: Date, generation: number): void {
    if (this.lifetimeMs <= 0 || generation !== this.generation) return;
    // Oldest first out: Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { ...session, cachedAt: now.getTime() });
  }

  forgetSession(hash: string): void {
    this.generation += 1;
    this.entries.delete(hash);
  }

  forgetUser(userId: string): void {
    this.generation += 1;
    for (const [hash, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(hash);
  }
}
