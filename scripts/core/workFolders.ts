/**
 * Folders at the checkout's root that tools write and that hold no source, left out by every reader of the checkout.
 * CAREFUL HERE: a folder a tool writes that is missing here is read as source: the bundles' key and a fixture site's
 * would change at every build.
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
 * A file Vike writes beside a `+config.ts` it loads, then deletes. CAREFUL HERE: a copy of the checkout made meanwhile
 * would fail on a file gone; every copy leaves such files out.
 */
export const isVikeTemporaryFile = (file: string) => /\.build-[a-z0-9]{12}\.mjs$/.test(file)
