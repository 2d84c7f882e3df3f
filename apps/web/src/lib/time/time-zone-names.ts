/** Every zone this browser knows, by IANA name, with UTC (which some engines leave out) and `keep` (an alias already chosen). */
export function timeZoneNames(keep?: string | null): string[] {
  const names = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (keep) names.add(keep);
  return [...names].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}
