/**
 * The first thing `npm start`, `build`, `dev` and `content` run: on a Node older than package.json's "engines", one
 * line with the fix and exit 1, before anything fails on it confusingly.
 * CAREFUL HERE: plain JavaScript that any Node parses, with no import of the project's code.
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
