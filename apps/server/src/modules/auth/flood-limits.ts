/** Limits on the public account calls that create accounts, send mail or spend a token, counted per address or e-mail. */
export const floodLimits = {
  registerPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  forgotPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  forgotPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  /** Setting a new password with a reset link: a person needs one or two tries; each costs a password hash. */
  resetPerAddress: { limit: 20, windowMs: 60 * 60_000 },
  /** Confirming an e-mail with its link: one or two tries for a person. */
  verifyPerAddress: { limit: 20, windowMs: 60 * 60_000 },
  /** New confirmation links a signed-in registrant may ask for: each is an e-mail. */
  verifyResendPerUser: { limit: 3, windowMs: 60 * 60_000 },
};
