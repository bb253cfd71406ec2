/**
 * `npm run i18n:diff -- content/<locale>/<collection>/<file>.mdx [...]`: what changed in the English file since
 * the translation was stamped, as a unified diff, so a translator knows what to bring over.
 * `--all` does it for every translation that is out of date (or has no stamp); `--words` marks the changed words
 * within a line ([-old-]{+new+}) instead of whole lines, easier to read where a paragraph is one long line.
 * Exits 1 only for a path that is not a translation; a stamp missing from history (a shallow clone) is reported
 * with how to fetch it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts'
import { ROOT_DIR } from '../content/run.ts'
import { diffSinceStamp, formatSourceDiff, NotATranslationError } from './sourceDiff.ts'

const { values, positionals } = parseArgs({ allowPositionals: true, options: {
  all: { type: 'boolean', default: false },
  words: { type: 'boolean', default: false },
} })
const toRepositoryPath = (file: string) => path.relative(ROOT_DIR, path.resolve(file)).split(path.sep).join('/')

const files = values.all ? allTranslations() : positionals.map(toRepositoryPath)
if (files.length === 0 && !values.all) {
  console.error('Usage: npm run i18n:diff -- [--words] content/<locale>/<collection>/<file>.mdx [...]  (or --all)')
  process.exit(1)
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
if (values.all && reports.length === 0) reports.push('i18n:diff: every translation is up to date with its English file.')
if (reports.length > 0) console.log(reports.join(`\n\n${'─'.repeat(80)}\n\n`))
process.exit(failed ? 1 : 0)

/** Every file under content/<locale>/ (other than English) that has an English original. */
function allTranslations(): string[] {
  const contentDir = path.join(ROOT_DIR, 'content')
  return fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .map((file) => `content/${file.split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.mdx') && !file.startsWith(`content/${DEFAULT_LOCALE}/`))
    .filter((file) => fs.existsSync(path.join(ROOT_DIR, file.replace(/^content\/[^/]+\//, `content/${DEFAULT_LOCALE}/`))))
    .sort()
}
