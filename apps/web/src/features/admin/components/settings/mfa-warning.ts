/** What requiring two-factor sign-in will do to the staff who have none yet, or null when nobody is affected. */
export function mfaWarning(withoutFactor: number): string | null {
  if (withoutFactor <= 0) return null;
  const who = withoutFactor === 1 ? '1 active staff member has' : `${withoutFactor} active staff members have`;
  return `${who} no second factor yet. Once this is saved, they must set one up the next time they sign in.`;
}
