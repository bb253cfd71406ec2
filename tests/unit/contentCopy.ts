import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { defaultContentOptions } from '../../scripts/pipeline/run'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import type { ContentOptions } from '../../scripts/content/types'
import type { Locale } from '../../src/i18n/locales'

/**
 * The content the compiler and translation tests build: a frozen copy of the site's (tests/fixtures/site/, its README
 * says why), never the live content/, so that a writer's edit changes no test.
 */
export const FIXTURE_ROOT = path.join(ROOT_DIR, 'tests/fixtures/site')

/** The fixture's content/glossary.yaml and content/constants.yaml. */
export const FIXTURE_GLOSSARY = path.join(FIXTURE_ROOT, 'content/glossary.yaml')
export const FIXTURE_CONSTANTS_FILE = path.join(FIXTURE_ROOT, 'content/constants.yaml')

/**
 * The content build's options for the fixture as it is, read in place, catalogs included: the whole site's content,
 * for tests that it raises no false alarm. Only runContentBuild writes, into `outDir`, which such a test gives.
 */
export function fixtureContentOptions(overrides: Partial<ContentOptions> = {}): ContentOptions {
  return defaultContentOptions({
    contentDir: path.join(FIXTURE_ROOT, 'content'),
    constantsFile: FIXTURE_CONSTANTS_FILE,
    glossaryFile: FIXTURE_GLOSSARY,
    ...overrides,
  })
}

/** A file of the fixture, by its path as in the repository (`content/en/faq/which-wallet.mdx`). */
export const fixtureFile = (file: string) => fs.readFileSync(path.join(FIXTURE_ROOT, file), 'utf8')

/**
 * For tests that break one thing in the content and build it: a copy of the fixture's content/<locale>/ for each
 * locale given, of its constants.yaml and of its stamped/, in a new temporary folder. Returns the folder; the test
 * removes it.
 */
export function copyContent(prefix: string, locales: readonly Locale[] = ['en']): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const locale of locales) {
    fs.cpSync(path.join(FIXTURE_ROOT, 'content', locale), path.join(root, 'content', locale), { recursive: true })
  }
  fs.copyFileSync(path.join(FIXTURE_ROOT, 'content/constants.yaml'), path.join(root, 'content/constants.yaml'))
  // The English each stamp names, as a clone has it (scripts/translation/stampedEnglish.ts).
  fs.cpSync(path.join(FIXTURE_ROOT, 'content/stamped'), path.join(root, 'content/stamped'), { recursive: true })
  return root
}

/**
 * copyContent's copy for each test of a file (or of the describe block it is called in), made once: after each test,
 * whatever the test changed in the folder (a file written, removed, replaced by a link or a pipe, hard-linked or given
 * other permissions, a new file or folder, anywhere in it) is put back as copyContent made it, so each test starts
 * from the same copy as if it were new. Copying the content again for each test cost more than most of the tests.
 * CAREFUL HERE: the folder is the same for every test, and readOfficialRegistry() keeps content/constants.yaml's
 * registry per path for the process: a test that changes that file fails here, and takes a copyContent() of its own.
 * Returns the copy's folder, known once the first test starts.
 */
export function copyContentPerTest(prefix: string, locales: readonly Locale[] = ['en']): () => string {
  let root = ''
  let made = new Map<string, Entry>()
  beforeAll(() => {
    root = copyContent(prefix, locales)
    made = entriesOf(root)
  })
  afterEach(() => {
    if (!putBack(root, made).has(CONSTANTS))
      throw new Error(`${CONSTANTS} was changed in a copy shared by the file's tests: take a copyContent() of its own`)
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  return () => root
}

const CONSTANTS = path.join('content', 'constants.yaml')

/** A folder (bytes null) or a file of the copy, with its permissions. */
type Entry = { bytes: Buffer | null; mode: number }

/** Every folder and file under `root`, by relative path, each folder before what it holds. */
export function entriesOf(root: string): Map<string, Entry> {
  const entries = new Map<string, Entry>()
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name)
      const { mode } = fs.lstatSync(path.join(root, name))
      if (entry.isDirectory()) {
        entries.set(name, { bytes: null, mode })
        walk(name)
      } else if (entry.isFile()) entries.set(name, { bytes: fs.readFileSync(path.join(root, name)), mode })
      else throw new Error(`${name}: neither a file nor a folder in a fresh copy of the content`)
    }
  }
  walk('')
  return entries
}

/**
 * Makes `root` hold `entries` again: anything else goes (a link is removed, never followed; a pipe is never read), a
 * file whose bytes or permissions differ, or that has another name too (a hard link, through which a write would
 * reach another file), is written again, and a folder whose permissions differ gets them back. Returns the entries
 * that were found as they were made.
 */
export function putBack(root: string, entries: Map<string, Entry>): Set<string> {
  const intact = new Set<string>()
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name)
      const made = entries.get(name)
      const stat = fs.lstatSync(path.join(root, name))
      if (entry.isDirectory() && made?.bytes === null) {
        if (stat.mode === made.mode) intact.add(name)
        else fs.chmodSync(path.join(root, name), made.mode)
        walk(name)
      } else if (
        entry.isFile() &&
        made?.bytes &&
        stat.mode === made.mode &&
        stat.nlink === 1 &&
        fs.readFileSync(path.join(root, name)).equals(made.bytes)
      )
        intact.add(name)
      else fs.rmSync(path.join(root, name), { recursive: true, force: true })
    }
  }
  walk('')
  for (const [name, { bytes, mode }] of entries) {
    if (intact.has(name) || (bytes === null && fs.existsSync(path.join(root, name)))) continue
    if (bytes === null) fs.mkdirSync(path.join(root, name), { mode })
    else fs.writeFileSync(path.join(root, name), bytes, { mode })
    fs.chmodSync(path.join(root, name), mode)
  }
  return intact
}

/**
 * `npm run content`'s script, as a writer's terminal runs it, on the copy's content, writing into the copy's `out/`
 * (contentOptionsIn's outDir).
 */
export function runContentScript(root: string) {
  // The script reads the folder's own glossary.yaml: the fixture's, unless the test wrote one.
  const glossary = path.join(root, 'content/glossary.yaml')
  if (!fs.existsSync(glossary)) fs.copyFileSync(FIXTURE_GLOSSARY, glossary)
  return spawnSync(
    path.join(ROOT_DIR, 'node_modules/.bin/tsx'),
    ['scripts/pipeline/main.ts', '--content', path.join(root, 'content'), '--out', path.join(root, 'out')],
    { cwd: ROOT_DIR, encoding: 'utf8' },
  )
}

/** Writes a file into the copy, creating its folder. */
export function writeInto(root: string, relativePath: string, text: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(root, relativePath)), { recursive: true })
  fs.writeFileSync(path.join(root, relativePath), text)
}

/**
 * The content build's options for the copy: its content, its constants file, output beside them. The catalogs are
 * checked only when a test asks for them (`localesDir`): the real ones are checked by `npm run content`.
 */
export function contentOptionsIn(root: string, overrides: Partial<ContentOptions> = {}): ContentOptions {
  return defaultContentOptions({
    rootDir: root,
    contentDir: path.join(root, 'content'),
    outDir: path.join(root, 'out'),
    constantsFile: path.join(root, 'content/constants.yaml'),
    localesDir: undefined,
    // The fixture's: the copy has none, and the default is the live content/glossary.yaml.
    glossaryFile: FIXTURE_GLOSSARY,
    ...overrides,
  })
}
