import fs from 'node:fs'

/**
 * Debian's Chromium, which every browser test and measurement drives (Playwright's browser download is not available).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags for a headless Chromium on a CI machine: no sandbox, GPU or background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The Chromium binary, or an error that says how to install it. */
export function requireChromium(): string {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with \`sudo apt-get install -y chromium\` ` +
        '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    )
  }
  return CHROMIUM_PATH
}

/**
 * The browser of the Playwright suites (tests/e2e, tests/admin, tests/nginx): Debian's headless shell of the same
 * Chromium where it is installed (`sudo apt-get install -y chromium-headless-shell`; .ci/run installs it where the
 * distribution has it), as Playwright's own headless runs use Chromium's headless shell by default. The same engine
 * without the browser window, tab strip and interface renderer that a headless Chromium still runs for every browser
 * and context: half of the e2e suite's CPU, a quarter of the editor suite's. CHROMIUM_HEADLESS_SHELL_PATH names
 * another shell; where there is none, or when CHROMIUM_PATH names a browser (GitHub's CI: Google Chrome), the suites
 * run in requireChromium()'s. The measurements (check:budgets, the benchmarks, the change report's screenshots)
 * keep the whole Chromium, as a visitor's.
 */
export function testBrowser(): string {
  const named = process.env.CHROMIUM_HEADLESS_SHELL_PATH
  if (named !== undefined && !fs.existsSync(named)) {
    throw new Error(`CHROMIUM_HEADLESS_SHELL_PATH: no headless shell at ${named} — unset it, or point it at one`)
  }
  const shell = named ?? '/usr/bin/chromium-headless-shell'
  return process.env.CHROMIUM_PATH === undefined && fs.existsSync(shell) ? shell : requireChromium()
}
