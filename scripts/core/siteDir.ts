import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ROOT_DIR } from './rootDir.ts'

/**
 * The built site a build step works on: `--dir DIR` when given (scripts/build/main.ts passes its staging folder, so a
 * failed build never touches the last good site), else dist/client.
 */
export function siteDir(): string {
  const { values } = parseArgs({ options: { dir: { type: 'string' } }, strict: false })
  return path.resolve(ROOT_DIR, typeof values.dir === 'string' ? values.dir : 'dist/client')
}

/**
 * The built site at `dir`, or the end of `command` with a message saying how to build it: every script that reads
 * the site (checks, servers, deploy files) fails the same way on a missing or empty build.
 */
export function requireBuiltSite(command: string, dir = path.join(ROOT_DIR, 'dist/client')): string {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`${command}: ${path.relative(ROOT_DIR, dir) || dir} has no index.html — run \`npm run build\` first`)
    process.exit(1)
  }
  return dir
}
