import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defaultContentOptions } from '../../scripts/pipeline/run'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import type { ContentOptions } from '../../scripts/content/types'

/**
 * For tests that break one thing in the real content and build it: a copy of content/<locale>/ for each locale
 * given, of content/constants.yaml and of content/stamped/, in a new temporary folder. Returns the folder; the test removes it.
 */
export function copyContent(prefix: string, locales: readonly string[] = ['en']): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const locale of locales) {
    fs.cpSync(path.join(ROOT_DIR, 'content', locale), path.join(root, 'content', locale), { recursive: true })
  }
  fs.copyFileSync(path.join(ROOT_DIR, 'content/constants.yaml'), path.join(root, 'content/constants.yaml'))
  // The English each stamp names, as a clone has it (scripts/translation/stampedEnglish.ts).
  fs.cpSync(path.join(ROOT_DIR, 'content/stamped'), path.join(root, 'content/stamped'), { recursive: true })
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
    ...overrides,
  })
}
