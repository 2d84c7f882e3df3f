/**
 * Escapes LIKE/ILIKE wildcards so user text matches literally: `50%_off` finds "50%_off", not
 * every "50…off". Backslash is PostgreSQL's default LIKE escape character.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
