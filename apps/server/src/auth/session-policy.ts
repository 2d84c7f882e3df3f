/** Session lifetimes: short idle timeout for shared clinic machines, a hard cap per sign-in. */
export const sessionPolicy = {
  cookieName: 'tend_session',
  /**
   * A cookie the page can read, set and cleared with the session's: it holds no secret, only that a
   * session may exist, so a signed-out visitor's page does not ask /api/auth/me and /api/auth/refresh
   * to be told 401 twice on every public page.
   */
  hintCookieName: 'tend_signed_in',
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
