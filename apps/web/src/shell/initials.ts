/**
 * Spec 5: initials come from the e-mail's local part. Two parts split on dot, underscore or
 * hyphen give two initials; otherwise the first two letters; '?' without an e-mail.
 */
export function initialsFrom(email: string | null | undefined): string {
  const local = (email ?? '').trim().split('@')[0] ?? '';
  if (!local) return '?';
  const parts = local.split(/[._-]/).filter(Boolean);
  const [first, second] = parts;
  if (first && second) return `${first.charAt(0)}${second.charAt(0)}`.toUpperCase();
  return local.slice(0, 2).toUpperCase();
}
