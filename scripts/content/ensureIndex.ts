/**
 * `npm run dev`'s first step: a fresh clone has no content index (src/content/generated/), and Vike's own
 * configuration files import it (pages/article/+prerender.ts) before any Vite plugin runs, so then it runs
 * `npm run content` and stops `npm run dev` on a content problem. Otherwise it does nothing and the dev server checks
 * the content itself, after its first page (scripts/content/vitePlugin.ts).
 * CAREFUL HERE: it runs under Node's own type stripping, not tsx (a tenth of the time, on every start), so it
 * imports only Node's modules and nothing with extensionless imports.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
if (!fs.existsSync(path.join(root, 'src/content/generated/en.json'))) {
  const content = spawnSync('npm', ['run', 'content', '--silent'], { cwd: root, stdio: 'inherit' })
  process.exit(content.status ?? 1)
}
