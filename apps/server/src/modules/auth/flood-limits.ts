/** Limits on the public account calls that create accounts or send mail, counted per address or e-mail. */
export const floodLimits = {
  registerPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  forgotPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  forgotPerEmail: { limit: 3, windowMs: 60 * 60_000 },
};
