/**
 * The lockfiles of npm, pnpm, yarn and bun (which packages, from where, at which version or commit are installed),
 * and what each package manager writes into node_modules about its last install: one list for every key that a
 * package upgrade must change (the Vike bundles' key, scripts/build/bundleKey.ts; the content index's stamp,
 * scripts/pipeline/compilerStamp.ts).
 * CAREFUL HERE: loaded under Node's own type stripping (`npm run dev`): no imports.
 */
export const LOCKFILES: readonly string[] = [
  'package-lock.json',
  'npm-shrinkwrap.json',
  'pnpm-lock.yaml',
  'yarn.lock',
  'bun.lock',
  'bun.lockb',
]

/** What npm, pnpm, yarn 1 and yarn 2+ write into node_modules about what they installed, at each install. */
export const INSTALLED_RECORDS: readonly string[] = [
  'node_modules/.package-lock.json',
  'node_modules/.pnpm/lock.yaml',
  'node_modules/.yarn-integrity',
  'node_modules/.yarn-state.yml',
]
