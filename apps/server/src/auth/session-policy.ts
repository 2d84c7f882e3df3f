/** Session lifetimes: short idle timeout for shared clinic machines, a hard cap per sign-in. */
export const sessionPolicy = {
  cookieName: 'tend_session',
  idleMs: 30 * 60_000,
  absoluteMs: 12 * 60 * 60_000,
  accessTokenMs: 15 * 60_000,
  /** last_seen_at is written at most this often, to keep reads cheap. */
  touchEveryMs: 60_000,
  resetTokenMs: 60 * 60_000,
  loginWindowMs: 15 * 60_000,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 20,
  demoLifetimeMs: 24 * 60 * 60_000,
} as const;
