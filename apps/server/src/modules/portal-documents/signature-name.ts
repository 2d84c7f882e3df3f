/*
 * An electronic signature is the signer's own name, typed. It must resemble the name on their
 * account, so a typo'd or someone else's name is caught before it becomes a record: letters compared
 * without case, accents, punctuation or extra spaces ("josé  o'neil" matches "Jose O'Neil").
 */

/** Lower-case letters and digits, accents removed, words separated by one space. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when the typed name is the account's full name, or its preferred name with the same last
 * name ("Sam Lee" for "Samuel Lee" whose preferred name is Sam).
 */
export function typedNameMatches(typed: string, account: { name: string; preferredName?: string | null }): boolean {
  const wanted = normalizeName(typed);
  if (!wanted) return false;
  const full = normalizeName(account.name);
  if (wanted === full) return true;
  const preferred = account.preferredName ? normalizeName(account.preferredName) : '';
  const last = full.split(' ').slice(1).pop();
  return !!preferred && !!last && wanted === `${preferred} ${last}`;
}
