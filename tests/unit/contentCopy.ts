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
 * whatever the test changed in the folder (a file written, removed or replaced by a link or a pipe, a new file or
 * folder, anywhere in it) is put back as copyContent made it, so each test starts from the same copy as if it were
 * new. Copying the content again for each test cost more than most of the tests. CAREFUL HERE: the folder is the same
 * for every test, so a test whose code keeps something per path for the process (readOfficialRegistry() keeps
 * content/constants.yaml's registry) must not change that file: such a test takes a copyContent() of its own.
 * Returns the copy's folder, known once the first test starts.
 */
export function copyContentPerTest(prefix: string, locales: readonly Locale[] = ['en']): () => string {
  let root = ''
  let made = new Map<string, Buffer | null>()
  beforeAll(() => {
    root = copyContent(prefix, locales)
    made = entriesOf(root)
  })
  afterEach(() => putBack(root, made))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  return () => root
}

/** Every folder (null) and file (its bytes) under `root`, by relative path, each folder before what it holds. */
function entriesOf(root: string): Map<string, Buffer | null> {
  const entries = new Map<string, Buffer | null>()
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name)
      if (entry.isDirectory()) {
        entries.set(name, null)
        walk(name)
      } else if (entry.isFile()) entries.set(name, fs.readFileSync(path.join(root, name)))
      else throw new Error(`${name}: neither a file nor a folder in a fresh copy of the content`)
    }
  }
  walk('')
  return entries
}

/**
 * Makes `root` hold `entries` again: anything else goes (a link is removed, never followed; a pipe is never read), a
 * file whose bytes differ is written again.
 */
function putBack(root: string, entries: Map<string, Buffer | null>) {
  const intact = new Set<string>()
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name)
      const bytes = entries.get(name)
      if (entry.isDirectory() && bytes === null) {
        intact.add(name)
        walk(name)
      } else if (entry.isFile() && bytes && fs.readFileSync(path.join(root, name)).equals(bytes)) intact.add(name)
      else fs.rmSync(path.join(root, name), { recursive: true, force: true })
    }
  }
  walk('')
  for (const [name, bytes] of entries) {
    if (intact.has(name)) continue
    if (bytes === null) fs.mkdirSync(path.join(root, name))
    else fs.writeFileSync(path.join(root, name), bytes)
  }
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
