/**
 * The stamp written by `scripts/write-version.mjs` before a build (`src/generated/version.json`,
 * git-ignored). Missing in a fresh checkout or a test run, so it has a safe default.
 */
export interface BuildStamp {
  commit: string;
  build_timestamp: string | null;
}

const generated = import.meta.glob<Partial<BuildStamp>>('../generated/version.json', { eager: true, import: 'default' });
const found = Object.values(generated)[0];

export const buildStamp: BuildStamp = {
  commit: typeof found?.commit === 'string' && found.commit ? found.commit : 'dev',
  build_timestamp: typeof found?.build_timestamp === 'string' ? found.build_timestamp : null,
};
