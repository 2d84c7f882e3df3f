/**
 * The ids a list read showed, for an audit event's record id: the trail has no details column,
 * and ids (never names) let "who saw this client" be answered for the short lists that show names.
 * Null when the list was empty.
 */
export function idsOf(rows: ReadonlyArray<{ id: string }>): string | null {
  return rows.length ? rows.map((r) => r.id).join(',') : null;
}
