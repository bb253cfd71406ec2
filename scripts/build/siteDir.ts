import path from 'node:path'
import { parseArgs } from 'node:util'
import { ROOT_DIR } from '../content/run.ts'

/**
 * The built site a build step works on: `--dir DIR` when given (scripts/build/main.ts passes its staging folder, so a
 * failed build never touches the last good site), else dist/client.
 */
export function siteDir(): string {
  const { values } = parseArgs({ options: { dir: { type: 'string' } }, strict: false })
  return path.resolve(ROOT_DIR, typeof values.dir === 'string' ? values.dir : 'dist/client')
}
