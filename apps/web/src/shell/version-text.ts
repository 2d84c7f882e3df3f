export interface VersionLike {
  commit: string;
  build_timestamp: string | null;
  deployed_at?: string | null;
}

function datePart(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** Spec 2.8: 'v<7-char commit> – <date>'; the date is the build's, else the deployment's. */
export function versionText(info: VersionLike): string {
  const commit = `v${info.commit.slice(0, 7)}`;
  const date = datePart(info.build_timestamp) ?? datePart(info.deployed_at);
  return date ? `${commit} – ${date}` : commit;
}
