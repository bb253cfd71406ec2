import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from './rootDir.ts'

/** The built site at `dir`, or the end of `command` with a message saying how to build it. */
export function requireBuiltSite(command: string, dir = path.join(ROOT_DIR, 'dist/client')): string {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`${command}: ${path.relative(ROOT_DIR, dir) || dir} has no index.html — run \`npm run build\` first`)
    process.exit(1)
  }
  return dir
}
