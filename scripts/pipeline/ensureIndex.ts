/**
 * `npm run dev`'s first step (scripts/dev/main.ts): a fresh clone has no content index (src/content/generated/), and Vike's own
 * configuration files import it (pages/article/+prerender.ts) before any Vite plugin runs, so then it runs
 * `npm run content` and stops `npm run dev` on a content problem. So it does too when the index was made by other
 * code than the checkout's (its stamp: scripts/pipeline/compilerStamp.ts). Otherwise it does nothing and the dev server checks
 * the content itself, after its first page (scripts/pipeline/vitePlugin.ts).
 * CAREFUL HERE: it runs under Node's own type stripping, not tsx (a tenth of the time, on every start), so it
 * imports only Node's modules and nothing with extensionless imports.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { isIndexCurrent } from './compilerStamp.ts'

/** Makes the index when it is missing or stale; a content problem (printed by `npm run content`) ends the process. */
export function ensureContentIndex(): void {
  const root = path.resolve(import.meta.dirname, '../..')
  const outDir = path.join(root, 'src/content/generated')
  if (fs.existsSync(path.join(outDir, 'en.json')) && isIndexCurrent(root, outDir)) return
  // npm's own script when npm started this process (`npm run dev`), so no shell is needed to find npm (npm.cmd on Windows).
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm']
  const content = spawnSync(npm[0]!, [...npm.slice(1), 'run', 'content', '--silent'], { cwd: root, stdio: 'inherit', shell: npm.length === 1 && process.platform === 'win32' })
  if (content.error) console.error(`npm run dev: could not run \`npm run content\` — ${content.error.message}`)
  if (content.status !== 0) process.exit(content.status ?? 1)
}
