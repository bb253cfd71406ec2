import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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
