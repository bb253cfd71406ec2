/**
 * Builds the site once more with test-only constants, in a temporary folder: a copy of the repository
 * whose content/constants.ts sets TOKEN_CONTRACT_ADDRESS, so the browser tests can exercise what the real site
 * shows only on launch day (the address and its Copy island). Nothing in the real content or code changes.
 * Usage: tsx tests/fixture-site/build.ts   (then serve FIXTURE_DIR/dist/client; tests/e2e/playwright.config.ts does)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** A valid base58 Solana address (the System Program's), used only by the fixture site. */
export const FIXTURE_CONTRACT_ADDRESS = '11111111111111111111111111111111'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// Outside the repository, so that no tool of the repository (tsc, vitest, lingui) ever sees the copy.
export const FIXTURE_DIR = path.join(os.tmpdir(), `reelfi-fixture-site-${path.basename(root)}`)

/** Folders that are outputs or machine-local, never part of the site's source. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.nginx', 'test-results', '.cache'])

function buildFixtureSite() {
  fs.rmSync(FIXTURE_DIR, { recursive: true, force: true })
  for (const entry of fs.readdirSync(root)) {
    if (!SKIPPED.has(entry)) fs.cpSync(path.join(root, entry), path.join(FIXTURE_DIR, entry), { recursive: true })
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(FIXTURE_DIR, 'node_modules'), 'dir')

  const constantsFile = path.join(FIXTURE_DIR, 'content/constants.ts')
  const constants = fs.readFileSync(constantsFile, 'utf8')
  const declaration = /export const TOKEN_CONTRACT_ADDRESS: string \| null = null/
  // CAREFUL HERE: if the declaration changes shape, fail loudly rather than test a site without the address.
  if (!declaration.test(constants)) throw new Error(`${constantsFile}: TOKEN_CONTRACT_ADDRESS declaration not found; update ${path.relative(root, fileURLToPath(import.meta.url))}`)
  fs.writeFileSync(constantsFile, constants.replace(declaration, `export const TOKEN_CONTRACT_ADDRESS: string | null = '${FIXTURE_CONTRACT_ADDRESS}'`))

  const build = spawnSync('npm', ['run', 'build'], { cwd: FIXTURE_DIR, stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) throw new Error(`the fixture site did not build (exit ${build.status})`)
  console.log(`fixture site built in ${path.relative(root, FIXTURE_DIR)}/dist/client`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildFixtureSite()
