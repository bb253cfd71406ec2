/**
 * `npm run dev`'s first step (scripts/dev/main.ts): runs `npm run content` when the index is missing or its stamp
 * (compilerStamp.ts) says it is stale, as Vike's configuration imports the index before any plugin runs; a content
 * problem then stops `npm run dev`.
 * CAREFUL HERE: it runs under Node's own type stripping, not tsx (a tenth of the time), so it imports only Node's
 * modules and files that do the same, never with extensionless imports.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { contentToday, showDrafts } from '../core/clock.ts'
import { CONTENT_INDEX_DIR } from '../core/rootDir.ts'
import { inputsFingerprint, isIndexCurrent } from './compilerStamp.ts'

/** Whether the index in `root` is there and was made by this code from the files, day and drafts of now. */
export function isContentIndexCurrent(root: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const outDir = path.join(root, CONTENT_INDEX_DIR)
  let today: string
  try {
    today = contentToday(env)
  } catch {
    return false // REELFI_NOW is not a date: `npm run content` says how to write it.
  }
  const inputs = {
    files: inputsFingerprint([path.join(root, 'content'), path.join(root, 'locales')]),
    today,
    drafts: showDrafts(env),
  }
  return fs.existsSync(path.join(outDir, 'en.json')) && isIndexCurrent(root, outDir, inputs)
}

/** Makes the index when it is missing or stale; a content problem (printed by `npm run content`) ends the process. */
export function ensureContentIndex(): void {
  const root = path.resolve(import.meta.dirname, '../..')
  if (isContentIndexCurrent(root)) return
  // npm's own script when npm started this process, so no shell is needed to find npm (npm.cmd on Windows).
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm']
  const content = spawnSync(npm[0]!, [...npm.slice(1), 'run', 'content', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    shell: npm.length === 1 && process.platform === 'win32',
  })
  if (content.error) console.error(`npm run dev: could not run \`npm run content\` — ${content.error.message}`)
  if (content.status !== 0) process.exit(content.status ?? 1)
}
