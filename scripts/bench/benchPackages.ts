/**
 * The packages only the benchmarks use, locked in scripts/bench/packages/ and installed on first use under the
 * project's .npmrc (scripts/serve/lockedPackages.ts), not by `npm ci`.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT_DIR } from '../core/rootDir.ts'
import { lockedPackagesDir } from '../serve/lockedPackages.ts'

/** Imports one of the locked packages (its ES module entry, as `import` would) from the bench packages' folder. */
export async function importBenchPackage<Module>(
  name: 'lighthouse' | 'chrome-launcher' | 'autocannon',
): Promise<Module> {
  const dir = lockedPackagesDir(
    'scripts/bench/packages',
    path.join(ROOT_DIR, 'node_modules/.cache/reelfi/bench-packages'),
    {
      npmrc: true,
    },
  )
  const resolved = createRequire(path.join(dir, 'package.json')).resolve(name)
  return (await import(pathToFileURL(resolved).href)) as Module
}
