/**
 * `npm run i18n:stamp -- content/ja/faq/x.mdx [...]`: marks translations as up to date with their English file
 * by writing its hash into `source_hash`. Run it after bringing a translation in line with the English text.
 * `--all` stamps every translated file (only after a full review of every translation).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts'
import { sourceHash } from '../content/buildContent.ts'
import { ROOT_DIR } from '../content/run.ts'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { all: { type: 'boolean', default: false } } })
const contentDir = path.join(ROOT_DIR, 'content')

const files = values.all
  ? fs.readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx') && !file.startsWith(`${DEFAULT_LOCALE}${path.sep}`))
      .map((file) => path.join(contentDir, file))
  : positionals.map((file) => path.resolve(file))
if (files.length === 0) {
  console.error('Usage: npm run i18n:stamp -- content/<locale>/<collection>/<file>.mdx [...]  (or --all)')
  process.exit(1)
}

let failed = false
for (const file of files) {
  const [locale, collection, name] = path.relative(contentDir, file).split(path.sep)
  const english = path.join(contentDir, DEFAULT_LOCALE, collection ?? '', name ?? '')
  if (!locale || locale === DEFAULT_LOCALE || !name || !fs.existsSync(file) || !fs.existsSync(english)) {
    console.error(`${path.relative(ROOT_DIR, file)}: not a translation of an English content file — check the path`)
    failed = true
    continue
  }
  const text = fs.readFileSync(file, 'utf8')
  const end = text.indexOf('\n---', 3)
  if (!text.startsWith('---') || end === -1) {
    console.error(`${path.relative(ROOT_DIR, file)}:1: frontmatter: is missing — add the --- block first`)
    failed = true
    continue
  }
  const line = `source_hash: ${sourceHash(fs.readFileSync(english, 'utf8'))}`
  const frontmatter = text.slice(0, end).replace(/\nsource_hash:.*$/m, '')
  fs.writeFileSync(file, `${frontmatter}\n${line}${text.slice(end)}`)
  console.log(`${path.relative(ROOT_DIR, file)}: ${line}`)
}
process.exit(failed ? 1 : 0)
