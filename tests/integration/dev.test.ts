/**
 * `npm run dev` (scripts/dev/main.ts), the writer's live preview, end to end: in a throwaway copy of the repository it
 * starts
 * the real command, opens `/` in Chromium, and edits content/en/pages/home.mdx as a writer would: a new heading shows
 * on the open page without a manual reload; a broken frontmatter shows Vite's error overlay with the `path:line: field:
 * problem — fix` message while the server keeps serving the last valid page; the fix hides the overlay and shows the
 * fixed heading, even when Vite's watcher reports the new index after the checks' verdict (tests/integration/
 * devLateWatcher.ts). A start after an edit made while it was stopped shows the edit on its first answer (no stale
 * page, no 404) and listens on localhost only, even where Vike would listen on every address (CI, a container). README
 * and CONTRIBUTING promise writers exactly this.
 * A vitest test, not a Playwright suite: it tests a command of scripts/, starts and stops its own server in its own
 * copy (a Playwright `webServer` would run in the checkout and never see the edits' outcome as a writer does), and
 * drives Chromium through playwright-core as tests/unit/changes.test.ts does.
 * Quiet: the server's output is kept and printed only in the message of a failed test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyRepository } from '../../scripts/core/repositoryCopy'
import { CHROMIUM_ARGS, requireChromium } from '../../scripts/check/chromium'
import { freePort } from '../../scripts/serve/freePort'
import { ADMIN_CONTENT_SECURITY_POLICY } from '../../scripts/deploy/policy'
import { withFixtureContent } from '../fixture-site/copy'

/**
 * Generous: the machine may be busy, and the first start compiles the content (the tests' own, as a fresh clone's
 * first `npm run dev` does); every wait ends as soon as its condition holds.
 */
const START_MS = 240_000
const CHANGE_MS = 30_000
const HOME = 'content/en/pages/home.mdx'

/** `npm run dev` started in `dir` in a process group of its own, its output kept. */
class DevServer {
  readonly child: ChildProcess
  output = ''
  /** The exit code, or the signal that ended it; undefined while it runs. */
  ended: number | string | undefined
  readonly exited: Promise<void>

  constructor(
    dir: string,
    readonly port: number,
    readonly host = '127.0.0.1',
    env: NodeJS.ProcessEnv = {},
    command = ['npm', 'run', 'dev', '--', '--port', String(port), ...(host === 'localhost' ? [] : ['--host', host])],
  ) {
    // Its own process group, so that stopping it stops npm, the shell and Node (with the checks' worker) together.
    // `host` 'localhost' starts it without --host, as a writer does.
    this.child = spawn(command[0]!, command.slice(1), {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
    })
    this.child.stdout!.on('data', (chunk: Buffer) => {
      this.output += chunk
    })
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.output += chunk
    })
    this.exited = new Promise(resolve =>
      this.child.on('exit', (code, signal) => {
        this.ended = code ?? signal ?? 'unknown'
        resolve()
      }),
    )
  }

  get url() {
    return `http://${this.host}:${this.port}/`
  }

  get running() {
    return this.ended === undefined
  }

  /** What the server printed, and whether it still runs: for a failure's message. */
  report(): string {
    const state = this.running ? 'still running' : `ended (${this.ended})`
    return `--- npm run dev (${state}) printed: ---\n${this.output}--- end of output ---`
  }

  /** Stops the whole process group (SIGKILL if SIGTERM is not enough) and waits for npm to end. */
  async stop() {
    if (!this.running || this.child.pid === undefined) return
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-this.child.pid!, signal)
      } catch {
        // The group has ended already.
      }
    }
    kill('SIGTERM')
    let timer: NodeJS.Timeout | undefined
    const killed = new Promise<void>(resolve => {
      timer = setTimeout(() => {
        kill('SIGKILL')
        resolve()
      }, 5000)
    })
    await Promise.race([this.exited, killed])
    clearTimeout(timer)
    // Whatever is left of the group (a worker, Vite's children) goes too.
    kill('SIGKILL')
  }
}

/** Resolves when `condition` is true, asking every 100 ms; fails saying `what` if the server stops or time runs out. */
async function until(
  server: DevServer,
  what: string,
  condition: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    if (!server.running) throw new Error(`${what}: the server stopped`)
    if (await condition().catch(() => false)) return
    if (performance.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await new Promise(resolve => setTimeout(resolve, 100))
  }
}

/** Awaits a browser wait, failing with `what` first. */
async function expectInBrowser(what: string, wait: Promise<unknown>): Promise<void> {
  try {
    await wait
  } catch (error) {
    throw new Error(`${what}\n${(error as Error).message}`)
  }
}

/**
 * Saves `text` to `file` as an editor that writes in place does: the file is emptied, then written a moment later.
 * The pause is part of the input (a slow save, inside the 50 ms in which Vite's watcher reports one change of a
 * file), not a wait for the server: the check must not keep what it read of the emptied file.
 */
async function saveInPlace(file: string, text: string) {
  const handle = await fs.promises.open(file, 'w')
  await new Promise(resolve => setTimeout(resolve, 30))
  await handle.writeFile(text)
  await handle.close()
}

/** The home page's frontmatter field `heading`, replaced by `value` (YAML as written). */
async function saveHeading(copy: string, value: string) {
  const file = path.join(copy, HOME)
  const text = fs.readFileSync(file, 'utf8')
  expect(text, `${HOME} has no "heading:" line to edit`).toMatch(/^heading: .*$/m)
  await saveInPlace(file, text.replace(/^heading: .*$/m, `heading: ${value}`))
}

/** The line of the home page's `heading:`, counted from 1 as the messages count. */
function headingLine(copy: string): number {
  return (
    fs
      .readFileSync(path.join(copy, HOME), 'utf8')
      .split('\n')
      .findIndex(line => line.startsWith('heading:')) + 1
  )
}

describe("npm run dev, the writer's live preview", () => {
  let copy: string
  let browser: Promise<Browser> | undefined
  let server: DevServer | undefined
  // A test runner that is stopped still takes the server with it.
  const stopOnExit = () => {
    if (server?.running && server.child.pid !== undefined) {
      try {
        process.kill(-server.child.pid, 'SIGKILL')
      } catch {
        // Ended already.
      }
    }
  }

  beforeAll(() => {
    // The tests' own content, never the live one: the start compiles it, as a fresh clone's first `npm run dev` does.
    copy = withFixtureContent(copyRepository('reelfi-dev-test-', { sharedSwcCache: true }))
    process.once('exit', stopOnExit)
  })

  afterAll(async () => {
    try {
      await (await browser?.catch(() => undefined))?.close()
    } finally {
      await server?.stop()
      process.off('exit', stopOnExit)
      if (copy) fs.rmSync(copy, { recursive: true, force: true })
    }
  })

  it('shows an edit at once, a broken frontmatter in the overlay with its path and line, and the fix', async () => {
    const original = /^heading: (.*)$/m.exec(fs.readFileSync(path.join(copy, HOME), 'utf8'))?.[1]
    expect(original, `${HOME}: no heading`).toBeTruthy()
    const started = new DevServer(copy, await freePort())
    server = started
    try {
      await writersLoop(started, original!)
    } catch (error) {
      // Any failure, a wait's or an assertion's, says what the server printed.
      if (error instanceof Error) error.message += `\n${started.report()}`
      throw error
    }
  })

  async function writersLoop(started: DevServer, original: string) {
    // Chromium starts while the server does.
    browser = chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS })
    await until(
      started,
      `${started.url} never answered 200`,
      async () => (await fetch(started.url, { signal: AbortSignal.timeout(START_MS) })).status === 200,
      START_MS,
    )
    const page: Page = await (await browser).newPage()
    // Vite's client says so when its socket is open: only then does the page hear of the edits.
    const connected = page.waitForEvent('console', {
      predicate: message => message.text().includes('[vite] connected'),
      timeout: START_MS,
    })
    await page.goto(started.url, { waitUntil: 'domcontentloaded' })
    const heading = page.locator('h1#hero-heading')
    /** Waits for the page to show `text` as its heading. */
    const headingShows = (text: string, what: string) =>
      expectInBrowser(
        `${what}: the heading never read "${text}"`,
        heading.filter({ hasText: text }).waitFor({ timeout: CHANGE_MS }),
      )
    await headingShows(original, 'the first page')
    await expectInBrowser("Vite's client never connected", connected)

    // A writer's edit: the open page shows it, with no reload by the test.
    await saveHeading(copy, 'Preview Your Edits Live')
    await headingShows('Preview Your Edits Live', 'an edit')
    const line = headingLine(copy)
    // Vite's overlay is its own element with a shadow root, which Playwright's locators pierce.
    const overlay = page.locator('vite-error-overlay')
    /** Waits for the overlay to show `message` (a problem shown for a moment before may differ). */
    const overlayShows = async (message: RegExp, what: string) => {
      try {
        await overlay.locator('.message-body').filter({ hasText: message }).waitFor({ timeout: CHANGE_MS })
      } catch (error) {
        const shown = await overlay
          .locator('.message-body')
          .innerText({ timeout: 1000 })
          .catch(() => '(no overlay)')
        throw new Error(
          `${what}: the overlay never showed ${message}; it shows:\n${shown}\n${(error as Error).message}`,
        )
      }
    }
    const overlayGone = (what: string) =>
      expectInBrowser(`${what}: the overlay stayed`, overlay.waitFor({ state: 'detached', timeout: CHANGE_MS }))
    /** The server keeps running and serves the last valid content meanwhile. */
    const expectLastValidServed = async (text: string) => {
      expect(started.running, 'the server stopped on a content mistake').toBe(true)
      const response = await fetch(started.url)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(text)
    }

    // A YAML mistake, then the writer's undo: the index does not change, and the overlay still goes.
    const valid = fs.readFileSync(path.join(copy, HOME), 'utf8')
    await saveHeading(copy, '"Preview Your Edits Live')
    await overlayShows(
      new RegExp(`^${HOME}:${line}: frontmatter: is not valid YAML .* — end the value with " on this line`, 'm'),
      'a YAML syntax error',
    )
    await expectLastValidServed('Preview Your Edits Live')
    await saveInPlace(path.join(copy, HOME), valid)
    await overlayGone('the YAML mistake undone')
    await headingShows('Preview Your Edits Live', 'the YAML mistake undone')

    // A value of the wrong type, then a fix with new words: the overlay goes and the page shows them.
    await saveHeading(copy, '[Preview, Live]')
    await overlayShows(
      new RegExp(`^${HOME}:${line}: heading: must be a string, not .* — write a string`, 'm'),
      'a list for the heading',
    )
    await expectLastValidServed('Preview Your Edits Live')
    await saveHeading(copy, 'Preview Fixed Live')
    await headingShows('Preview Fixed Live', 'the fix')
    await overlayGone('the fix')
  }

  it(
    'starts with an edit made while it was stopped on its first page, never a 404, and listens on ' + 'localhost only',
    async () => {
      await server?.stop()
      // Made while no server ran: the next start must show it on its first request.
      await saveHeading(copy, 'Edited While Stopped')
      // CI set, as in a container or a CI job, where Vike's own default listens on every address.
      const started = new DevServer(copy, await freePort(), 'localhost', { CI: '1' })
      server = started
      const answers: string[] = []
      try {
        await until(
          started,
          `${started.url} never answered`,
          async () => {
            const response = await fetch(started.url, { signal: AbortSignal.timeout(START_MS) })
            const text = await response.text()
            answers.push(`${response.status} ${/<h1[^>]*>([^<]*)</.exec(text)?.[1] ?? text.slice(0, 200)}`)
            return true
          },
          START_MS,
        )
        // Every answer from the moment it listens is the page with the new text (Vike's 404 route table was one).
        for (let request = 0; request < 3; request++) {
          const response = await fetch(started.url)
          answers.push(`${response.status} ${/<h1[^>]*>([^<]*)</.exec(await response.text())?.[1]}`)
        }
        expect(answers).toEqual(Array(4).fill('200 Edited While Stopped'))
        expect(started.output).toMatch(new RegExp(`Local: +http://localhost:${started.port}/`))
        expect(started.output).not.toMatch(/Network: +http/)
        // Not reachable on the machine's network address.
        const address = Object.values(os.networkInterfaces())
          .flat()
          .find(candidate => candidate && !candidate.internal && candidate.family === 'IPv4')?.address
        expect(address, 'this machine has no network address to try').toBeDefined()
        const reached = await new Promise<string>(resolve => {
          const socket = net.connect({ host: address, port: started.port, timeout: 5000 })
          socket.once('connect', () => {
            socket.destroy()
            resolve('connected')
          })
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
          socket.once('timeout', () => {
            socket.destroy()
            resolve('timeout')
          })
        })
        expect(reached).toBe('ECONNREFUSED')
      } catch (error) {
        if (error instanceof Error) error.message += `\n${started.report()}`
        throw error
      }
    },
  )

  it("serves the editor at /admin/ with the editor's policy, as the build does, and it starts there", async () => {
    if (!server?.running) {
      server = new DevServer(copy, await freePort())
      await until(server, `${server.url} never answered`, async () => (await fetch(server!.url)).ok, START_MS)
    }
    const started = server
    try {
      const editor = await fetch(`${started.url}admin/`)
      expect(editor.status).toBe(200)
      expect(editor.headers.get('content-security-policy')).toBe(ADMIN_CONTENT_SECURITY_POLICY)
      expect(await editor.text()).toContain('<title>Edit the site</title>')
      const bare = await fetch(`${started.url}admin?x=1`, { redirect: 'manual' })
      expect([bare.status, bare.headers.get('location')]).toEqual([301, '/admin/?x=1'])
      const missing = await fetch(`${started.url}admin/nope`)
      expect([missing.status, missing.headers.get('content-security-policy')]).toEqual([
        404,
        ADMIN_CONTENT_SECURITY_POLICY,
      ])
      browser ??= chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS })
      const page: Page = await (await browser).newPage()
      try {
        await page.goto(`${started.url}admin/`)
        await expectInBrowser(
          'the editor did not start under npm run dev',
          page.getByRole('button', { name: 'Work with Local Repository' }).waitFor({ timeout: CHANGE_MS }),
        )
      } finally {
        await page.close()
      }
    } catch (error) {
      if (error instanceof Error) error.message += `\n${started.report()}`
      throw error
    }
  })

  it("shows a fix on the next page even when Vite's watcher hears of the new index after the checks", async () => {
    await server?.stop()
    const port = await freePort()
    // Vite's watcher never reports the index here: only the checks' own word can make the server read it again.
    const started = new DevServer(copy, port, '127.0.0.1', {}, [
      process.execPath,
      '--experimental-strip-types',
      'tests/integration/devLateWatcher.ts',
      String(port),
    ])
    server = started
    /** Waits for the server to print `text`. */
    const printed = (text: string) =>
      until(started, `the server never printed "${text}"`, async () => started.output.includes(text), CHANGE_MS)
    /** The home page's heading as the server renders it now. */
    const served = async () => /<h1[^>]*>([^<]*)</.exec(await (await fetch(started.url)).text())?.[1]
    try {
      await until(started, `${started.url} never answered`, async () => (await fetch(started.url)).ok, START_MS)
      // The server renders the heading from the index: what the test needs to be able to fail.
      const inForce = /^heading: (.*)$/m.exec(fs.readFileSync(path.join(copy, HOME), 'utf8'))?.[1]
      expect(await served()).toBe(inForce)
      await saveHeading(copy, '[Blind, Watcher]')
      await printed('heading: must be a string')
      expect(await served(), 'the last valid heading is served meanwhile').toBe(inForce)
      await saveHeading(copy, 'Fixed Behind The Watcher')
      await printed('content: fixed')
      expect(await served()).toBe('Fixed Behind The Watcher')
    } catch (error) {
      if (error instanceof Error) error.message += `\n${started.report()}`
      throw error
    }
  })

  it('refuses a port that is not a number, with exit code 2 and what to give', () => {
    const run = spawnSync('npm', ['run', 'dev', '--', '--port', 'notaport'], { cwd: copy, encoding: 'utf8' })
    expect(run.status, run.stdout + run.stderr).toBe(2)
    expect(run.stderr).toContain(
      'npm run dev: --port notaport: not a port number — give a whole number from 1 to 65535',
    )
  })
})
