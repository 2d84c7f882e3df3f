import { formatDate } from '@/lib/time/dates';

export interface VersionLike {
  commit: string;
  build_timestamp: string | null;
  deployed_at?: string | null;
}

/** The build's day as every other date is written (its UTC day: a build has no clinician's zone). */
function datePart(value: string | null | undefined, locale?: string): string | null {
  if (!value || Number.isNaN(Date.parse(value))) return null;
  return formatDate(value, 'UTC', locale);
}

/** Spec 2.8: 'v<7-char commit> – <date>'; the date is the build's, else the deployment's. */
export function versionText(info: VersionLike, locale?: string): string {
  const commit = `v${info.commit.slice(0, 7)}`;
  const date = datePart(info.build_timestamp, locale) ?? datePart(info.deployed_at, locale);
  return date ? `${commit} – ${date}` : commit;
}
