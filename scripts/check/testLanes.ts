/**
 * `npm test` once `npm run content` has passed: every other stage, in two lanes run side by side by concurrently
 * (issue 51: the whole suite under 15 minutes on 2 cores). The browser lane mostly waits for Chromium and its servers,
 * about half a core; the node lane's stages are CPU-bound and take the rest. Each lane runs its stages one after the
 * other and stops at its first failure (a later stage needs the earlier one's output: the checks read the build, the
 * editor suite the plain site). The other lane goes on to its end, so that one run reports what fails in each: a
 * lint error says nothing of the browser tests, and a CI run is long. Every line is prefixed with its stage; the run
 * ends with a table of every stage's start, end and exit code, then the stages that failed.
 *
 * CAREFUL HERE: the lanes share this checkout. A stage joins a lane only if the other lane writes nothing it reads and
 * reads nothing it writes:
 * - the browser lane writes outside the checkout: the fixture sites (tests/fixture-site/build.ts, in the temporary
 *   folder) and test:changes' repositories, their builds' entries in the caches under node_modules/.cache/reelfi/
 *   (named by their inputs' hash and written by a rename, so two builds share them, as `npm run changes` builds do;
 *   test:changes' base builds there too), test-results/e2e/ and test-results/admin/ (tests/chromium.ts); its
 *   servers listen on E2E_PORT, E2E_PORT + 1 and ADMIN_E2E_PORT;
 * - it reads the checkout when it copies and hashes it for a fixture site or a test:changes repository, which
 *   leaves out the folders tools write (scripts/core/workFolders.ts), src/content/generated/ and the files Vike
 *   writes and deletes beside a `+config.ts` it loads (knip and the build do, in the node lane);
 * - the node lane writes dist/ (the build and its lock), src/content/generated/ (the build's content step), the unit
 *   project's fixture index (the integration project builds copies of its own), .nginx/, .wrangler/,
 *   test-results/nginx/ and test-results/edge/; its servers listen on NGINX_TEST_PORT, EDGE_TEST_PORT and ports the
 *   system gives (freePort);
 * - git: the node lane only reads this checkout's repository; test:changes makes a repository of its own;
 * - node_modules/.cache/swc/, SWC's compiled Lingui plugin, which every build of both lanes reads: SWC writes it in
 *   place, not by a rename, so it is compiled here, before the lanes start.
 */
import { Writable } from 'node:stream'
import { transformSync } from '@swc/core'
import { type CloseEvent, concurrently } from 'concurrently'
import { formatTable } from '../core/table.ts'
import { LINGUI_SWC_EXPERIMENTAL } from '../translation/linguiPlugins.ts'

transformSync('', {
  filename: 'warm.ts',
  jsc: { parser: { syntax: 'typescript' }, experimental: LINGUI_SWC_EXPERIMENTAL },
})

const LANES: Record<string, [stage: string, command: string][]> = {
  browser: [
    // Both sites before the suites: their builds take the cores while the node lane's first stages are light, and
    // the suites' servers then find them current (a second build of `plain`, by the editor suite, never starts).
    ['fixture sites', 'tsx tests/fixture-site/build.ts plain launch'],
    ['test:e2e', 'npm run test:e2e'],
    ['test:admin', 'npm run test:admin'],
    // Here rather than in the node lane, which takes longer (its unit project is CPU-bound): its copies of the
    // checkout are made as the fixture sites' are (tests/fixture-site/copy.ts).
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

/**
 * Runs a lane's stages one at a time, each prefixed with its name in the lane's colour; resolves to those that ran,
 * with their times and exit codes. A failure stops the lane's later stages: `killOthersOn` aborts the lane's queue
 * (with one stage at a time there is nothing else to kill), which `npm test`'s contract rests on. The lane writes
 * whole lines only: the two lanes share the terminal, and a line one of them has not ended is never cut by the other.
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
  const { result } = concurrently(
    stages.map(([name, command]) => ({ name: name.padEnd(WIDTH), command, prefixColor })),
    { maxProcesses: 1, killOthersOn: ['failure'], prefix: 'name', outputStream },
  )
  const closed = await result.catch((closed: CloseEvent[]) => closed)
  if (pending) process.stdout.write(`${pending}\n`)
  return closed
}

const lanes = Object.entries(LANES)
const ran = await Promise.all(lanes.map(([, stages], index) => runLane(stages, index === 0 ? 'cyan' : 'magenta')))
const time = (date: Date) => date.toISOString().slice(11, 19)
/** The stages that did not pass: failed, killed (concurrently reports a stage Ctrl-C stopped as exit 0) or not run. */
const problems: string[] = []
const rows = lanes.flatMap(([lane, stages], index) =>
  stages.map(([stage]) => {
    const event = ran[index]!.find(closed => closed.command.name.trimEnd() === stage)
    const exit = !event ? 'not run' : event.killed ? 'killed' : String(event.exitCode)
    if (exit !== '0') problems.push(`${stage} (${exit})`)
    if (!event) return [stage, lane, '', '', '', exit]
    const { startDate, endDate, durationSeconds } = event.timings
    return [stage, lane, time(startDate), time(endDate), durationSeconds.toFixed(0), exit]
  }),
)
// Each stage's times, and what failed, last: a failure in one lane may be far above the other lane's end.
console.log(`\n${formatTable([['stage', 'lane', 'start (UTC)', 'end', 'seconds', 'exit'], ...rows])}`)
if (problems.length > 0) {
  console.error(`npm test: did not pass: ${problems.join(', ')}`)
  process.exit(1)
}
console.log('npm test: every stage passed')
