/**
 * `npm test` once `npm run content` has passed: every other stage, in two lanes side by side (concurrently): the
 * browser lane, which mostly waits for Chromium and its servers, and the CPU-bound node lane. Each lane stops at its
 * first failure (a later stage needs the earlier one's output); the other goes on, so one run reports what fails in
 * each. The run ends with each failed stage's last lines and a table of every stage's times and exit code
 * (docs/budgets.md, "Test time").
 *
 * CAREFUL HERE: the lanes share this checkout. A stage joins a lane only if the other lane writes nothing it reads and
 * reads nothing it writes:
 * - the browser lane writes outside the checkout (fixture sites and test:changes' repositories in the temporary
 *   folder), the caches under node_modules/.cache/reelfi/ (by a rename), test-results/e2e/ and admin/; it listens on
 *   E2E_PORT, E2E_PORT + 1 and ADMIN_E2E_PORT; it reads the checkout but not the folders tools write
 *   (scripts/core/workFolders.ts), src/content/generated/ or Vike's temporary files;
 * - the node lane writes dist/, src/content/generated/, the unit project's fixture index, .nginx/, .wrangler/,
 *   test-results/nginx/ and edge/; it listens on NGINX_TEST_PORT, EDGE_TEST_PORT and free ports; it only reads git;
 * - SWC's compiled Lingui plugin (node_modules/.cache/swc/), written in place, is compiled here, before the lanes.
 */
import { StringDecoder } from 'node:string_decoder'
import { Writable } from 'node:stream'
import { type CloseEvent, concurrently } from 'concurrently'
import { formatTable } from '../core/table.ts'
import { compileLinguiSwcPlugin } from '../translation/linguiSwc.ts'

await compileLinguiSwcPlugin()

const LANES: Record<string, [stage: string, command: string][]> = {
  browser: [
    // Both sites before the suites, while the node lane's first stages are light.
    ['fixture sites', 'tsx tests/fixture-site/build.ts plain launch'],
    ['test:e2e', 'npm run test:e2e'],
    ['test:admin', 'npm run test:admin'],
    // Here rather than in the node lane, which takes longer.
    ['test:changes', 'npm run test:changes'],
  ],
  node: [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
    ['knip', 'npx knip'],
    ['i18n:status', 'npm run i18n:status -- --check'],
    ['test:unit', 'npm run test:unit'],
    ['test:integration', 'npm run test:integration'],
    ['build', 'npm run build'],
    ['check:budgets', 'npm run check:budgets'],
    ['check:links', 'npm run check:links'],
    ['check:typography', 'npm run check:typography'],
    ['test:nginx', 'npm run test:nginx'],
    ['test:edge', 'npm run test:edge'],
  ],
}

const WIDTH = Math.max(...Object.values(LANES).flatMap(stages => stages.map(([stage]) => stage.length)))

/** How many of a failed stage's last lines are printed again at the end, where a CI log's tail shows them. */
const TAIL_LINES = 60
/** Each stage's last whole lines, by name, kept to repeat a failure's own words above the final table. */
const tails = new Map<string, string[]>()

/**
 * A reader of one of a stage's streams (stdout or stderr) that keeps its whole lines in the stage's tail, the last
 * `TAIL_LINES` of both as they came: each stream decodes its own chunks (a character may be split between two) and
 * keeps its own unfinished line.
 */
function tailReader(name: string): (chunk: Buffer) => void {
  const lines = tails.get(name) ?? tails.set(name, []).get(name)!
  const decoder = new StringDecoder('utf8')
  let unfinished = ''
  return chunk => {
    const parts = (unfinished + decoder.write(chunk)).split('\n')
    unfinished = parts.pop()!
    lines.push(...parts)
    lines.splice(0, Math.max(0, lines.length - TAIL_LINES))
  }
}

/**
 * Runs a lane's stages one at a time, each prefixed with its name; resolves to those that ran. A failure stops the
 * lane's later stages (`killOthersOn` aborts its queue). It writes whole lines only: the lanes share the terminal.
 */
async function runLane(stages: [string, string][], prefixColor: string): Promise<CloseEvent[]> {
  let pending = ''
  const outputStream = new Writable({
    decodeStrings: false,
    write(chunk: string, _encoding, done) {
      const text = pending + chunk
      const end = text.lastIndexOf('\n') + 1
      if (end > 0) process.stdout.write(text.slice(0, end))
      pending = text.slice(end)
      done()
    },
  })
  const { result, commands } = concurrently(
    stages.map(([name, command]) => ({ name: name.padEnd(WIDTH), command, prefixColor })),
    { maxProcesses: 1, killOthersOn: ['failure'], prefix: 'name', outputStream },
  )
  for (const command of commands) {
    const name = command.name.trimEnd()
    command.stdout.subscribe(tailReader(name))
    command.stderr.subscribe(tailReader(name))
  }
  const closed = await result.catch((closed: CloseEvent[]) => closed)
  if (pending) process.stdout.write(`${pending}\n`)
  return closed
}

const lanes = Object.entries(LANES)
const ran = await Promise.all(lanes.map(([, stages], index) => runLane(stages, index === 0 ? 'cyan' : 'magenta')))
const time = (date: Date) => date.toISOString().slice(11, 19)
/** The stages that did not pass: failed, killed (concurrently reports a stage Ctrl-C stopped as exit 0) or not run. */
const problems: string[] = []
/** What each failed stage printed last: in a long log the failure's own lines are far above the table. */
const failedTails: string[] = []
const rows = lanes.flatMap(([lane, stages], index) =>
  stages.map(([stage]) => {
    const event = ran[index]!.find(closed => closed.command.name.trimEnd() === stage)
    const exit = !event ? 'not run' : event.killed ? 'killed' : String(event.exitCode)
    if (exit !== '0') problems.push(`${stage} (${exit})`)
    if (event && exit !== '0') failedTails.push(`\n${stage}, its last lines:\n${tails.get(stage)?.join('\n') ?? ''}`)
    if (!event) return [stage, lane, '', '', '', exit]
    const { startDate, endDate, durationSeconds } = event.timings
    return [stage, lane, time(startDate), time(endDate), durationSeconds.toFixed(0), exit]
  }),
)
// What failed said, each stage's times, and what failed, last: a failure in one lane may be far above the other
// lane's end.
for (const tail of failedTails) console.log(tail)
console.log(`\n${formatTable([['stage', 'lane', 'start (UTC)', 'end', 'seconds', 'exit'], ...rows])}`)
if (problems.length > 0) {
  console.error(`npm test: did not pass: ${problems.join(', ')}`)
  process.exit(1)
}
console.log('npm test: every stage passed')
