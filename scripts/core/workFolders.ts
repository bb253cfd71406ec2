/**
 * Folders at the root of the checkout that tools write and that hold no source (.gitignore names them): git, the
 * packages, the build's output and caches, test reports, and the servers' and the change report's working folders.
 * Defined once for every reader of the checkout that leaves them out: the bundles' key (scripts/build/bundleKey.ts),
 * a copy of the repository (./repositoryCopy.ts) and a fixture site's copy and reuse key (tests/fixture-site/copy.ts).
 * CAREFUL HERE: a folder a tool writes that is missing here is read as source: a build that writes it while it
 * bundles never keeps its bundles, and a fixture site is built again at every stage.
 */
export const WORK_FOLDERS: ReadonlySet<string> = new Set([
  '.git',
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'changes',
  '.nginx',
  '.cache',
  '.wrangler',
  // SWC's plugin cache where SWC's defaults put it, as this project did until 2026-11-30 (linguiPlugins.ts).
  '.swc',
])

/**
 * A file Vike writes beside a `+config.ts` it loads and deletes once loaded (`+config.ts.build-<hash>.mjs`, its
 * isTemporaryBuildFile()). CAREFUL HERE: a copy of the checkout made while another command (knip, the build, the dev
 * server) loads Vike's configuration would fail on a file gone; every copy leaves such files out.
 */
export const isVikeTemporaryFile = (file: string) => /\.build-[a-z0-9]{12}\.mjs$/.test(file)
