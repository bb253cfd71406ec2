/**
 * The first thing `npm start`, `build`, `dev` and `content` run: on a Node older than package.json's "engines" (npm
 * install only warns), it says so in one line with the fix and exits 1, before anything that would fail on it
 * confusingly (`node --experimental-strip-types` is refused by Node 20 before any code runs; tsx then fails inside the
 * tools, which looked like a problem in every content file).
 * CAREFUL HERE: plain JavaScript that any Node parses (no TypeScript, no import of the project's code), run as
 * `node scripts/core/requireNode.mjs`; the version is read from package.json, and .nvmrc names the one CI uses.
 */
import fs from 'node:fs'

const root = new URL('../../', import.meta.url)
const wanted = /(\d+)\.(\d+)\.(\d+)/.exec(
  JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8')).engines.node,
)
const have = process.versions.node.split('.').map(Number)
const need = wanted.slice(1).map(Number)
const older = have[0] !== need[0] ? have[0] < need[0] : have[1] !== need[1] ? have[1] < need[1] : have[2] < need[2]
if (older) {
  let pinned = ''
  try {
    pinned = fs.readFileSync(new URL('.nvmrc', root), 'utf8').trim()
  } catch {
    // No .nvmrc: the line names the minimum only.
  }
  console.error(
    `Node ${process.versions.node} is too old: this project needs ` +
      `Node ${need[0]}.${need[1]}+${pinned ? ` (${pinned.split('.')[0]} in .nvmrc)` : ''}` +
      ` — run \`nvm use\` (or install Node ${pinned ? pinned.split('.')[0] : need[0]}), then the command again`,
  )
  process.exit(1)
}
