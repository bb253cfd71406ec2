import fs from 'node:fs'

/**
 * Debian's Chromium: what Lighthouse, the dev bench and the change report's screenshots drive, and the browser tests
 * and check:budgets where testBrowser() finds no headless shell.
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
 * The browser of the Playwright suites: Debian's headless shell of the same Chromium where it is installed
 * (`sudo apt-get install -y chromium-headless-shell`), as Playwright's own headless runs use (half of the e2e suite's
 * CPU). CHROMIUM_HEADLESS_SHELL_PATH names another; with none, or when CHROMIUM_PATH names a browser, the suites run in
 * requireChromium()'s. check:budgets' measures (the scripts a page fetches, the style rules it uses: the same figures
 * in both browsers, 2026-12-02) run in it too; Lighthouse, the dev bench and the change report's screenshots keep the
 * whole Chromium, as a visitor's.
 */
export function testBrowser(): string {
  const named = process.env.CHROMIUM_HEADLESS_SHELL_PATH
  if (named !== undefined && !fs.existsSync(named)) {
    throw new Error(`CHROMIUM_HEADLESS_SHELL_PATH: no headless shell at ${named} — unset it, or point it at one`)
  }
  const shell = named ?? '/usr/bin/chromium-headless-shell'
  return process.env.CHROMIUM_PATH === undefined && fs.existsSync(shell) ? shell : requireChromium()
}
