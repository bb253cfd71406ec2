/**
 * `npm run i18n:diff`: what changed in the English file since a translation was stamped, paragraph by paragraph, so
 * a translator knows the size of the job (usage below). Exits 1 only for a path that is not a translation.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from '../../src/i18n/locales.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { parseCommandLine } from '../core/commandLine.ts'
import { diffSinceStamp, formatSourceDiff, NotATranslationError } from './sourceDiff.ts'

const USAGE = `Usage: npm run i18n:diff -- [--words] content/<locale>/<collection>/<file>.mdx [...]
       npm run i18n:diff -- [--words] --all [<locale> ...]
  --all      every out-of-date translation, of the named languages (${TRANSLATED_LOCALES.join(', ')}) or all
  --words    mark the changed words inside a line ([-old-]{+new+}) instead of whole lines`
const { values, positionals } = parseCommandLine(USAGE, {
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    words: { type: 'boolean', default: false },
  },
})
const toRepositoryPath = (file: string) => path.relative(ROOT_DIR, path.resolve(file)).split(path.sep).join('/')

if (values.all) {
  const notLocales = positionals.filter(name => !(TRANSLATED_LOCALES as readonly string[]).includes(name))
  if (notLocales.length > 0) {
    console.error(
      `i18n:diff --all takes languages, not ${notLocales.map(name => `"${name}"`).join(', ')} — use any ` +
        `of: ${TRANSLATED_LOCALES.join(', ')}\n\n${USAGE}`,
    )
    process.exit(2)
  }
}
const files = values.all ? allTranslations(positionals) : positionals.map(toRepositoryPath)
if (files.length === 0 && !values.all) {
  console.error(USAGE)
  process.exit(2)
}

let failed = false
const reports: string[] = []
for (const file of files) {
  try {
    const result = diffSinceStamp(ROOT_DIR, file, DEFAULT_LOCALE, { color: process.stdout.isTTY, words: values.words })
    if (values.all && result.kind === 'up to date') continue
    reports.push(formatSourceDiff(file, result))
  } catch (error) {
    if (!(error instanceof NotATranslationError)) throw error
    console.error(error.message)
    failed = true
  }
}
if (values.all && reports.length === 0) {
  const which = positionals.length > 0 ? `every ${positionals.join(', ')} translation is` : 'every translation is'
  reports.push(`i18n:diff: ${which} up to date with its English file.`)
}
if (reports.length > 0) console.log(reports.join(`\n\n${'─'.repeat(80)}\n\n`))
process.exit(failed ? 1 : 0)

/** Every file under content/<locale>/ (other than English, and of `locales` if any) that has an English original. */
function allTranslations(locales: string[]): string[] {
  const contentDir = path.join(ROOT_DIR, 'content')
  return fs
    .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .map(file => `content/${file.split(path.sep).join('/')}`)
    .filter(file => file.endsWith('.mdx') && !file.startsWith(`content/${DEFAULT_LOCALE}/`))
    .filter(file => locales.length === 0 || locales.includes(file.split('/')[1]!))
    .filter(file => fs.existsSync(path.join(ROOT_DIR, file.replace(/^content\/[^/]+\//, `content/${DEFAULT_LOCALE}/`))))
    .sort()
}
