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
 * Debian's headless shell of the same Chromium (`sudo apt-get install -y chromium-headless-shell`): the browser without
 * the windows, tab strip and UI renderer that a headless Chromium still runs, for the editor's suite (tests/admin),
 * where those took a quarter of its CPU. Where it is not installed (or CHROMIUM_PATH names another browser, as in CI),
 * requireChromium()'s browser.
 */
export function headlessShellOrChromium(): string {
  const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
  return process.env.CHROMIUM_PATH === undefined && fs.existsSync(shell) ? shell : requireChromium()
}
