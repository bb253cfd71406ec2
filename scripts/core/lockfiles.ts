/**
 * The lockfiles of npm, pnpm, yarn and bun, and their install records in node_modules: for every key a package upgrade
 * must change (scripts/build/bundleKey.ts, compilerStamp.ts).
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

/** What npm, pnpm, yarn 1 and yarn 2+ write into node_modules at each install. */
export const INSTALLED_RECORDS: readonly string[] = [
  'node_modules/.package-lock.json',
  'node_modules/.pnpm/lock.yaml',
  'node_modules/.yarn-integrity',
  'node_modules/.yarn-state.yml',
]
