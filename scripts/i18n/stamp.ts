/**
 * `npm run i18n:stamp`: marks translations as up to date with their English file by writing its hash into
 * `source_hash`, and keeps that English in content/stamped/<hash>.mdx (commit it with the translation): the content
 * build compares an out-of-date translation with it, and a shallow CI clone has no history to find it in.
 * CAREFUL HERE: `npm run i18n:diff` finds the stamped English by its hash in Git history, so the English file must be
 * committed as it was when stamped; the script warns when it has uncommitted changes.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { COLLECTIONS } from '../../src/content/schema.ts'
import { DEFAULT_LOCALE, LOCALES, TRANSLATED_LOCALES } from '../../src/i18n/locales.ts'
import { readSourceHash, splitFrontmatter, withSourceHash } from '../source/frontmatter.ts'
import { keepStampedEnglish, stampedEnglish, unusedStampedEnglish } from '../translation/stampedEnglish.ts'
import { ROOT_DIR } from '../core/rootDir.ts'
import { parseCommandLine } from '../core/commandLine.ts'

const USAGE = `Usage: npm run i18n:stamp -- content/<locale>/<collection>/<file>.mdx [...]
       npm run i18n:stamp -- --all   (every translation: only after reviewing them all)
       npm run i18n:stamp -- --keep  (keep the English of existing stamps from Git history; stamps nothing)`
const { values, positionals } = parseCommandLine(USAGE, {
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
})
const contentDir = path.join(ROOT_DIR, 'content')
const relative = (file: string) => path.relative(ROOT_DIR, file).split(path.sep).join('/')

if (values.keep) process.exit(keepExistingStamps())

const files = values.all
  ? fs
      .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
      .filter(
        file => file.endsWith('.mdx') && TRANSLATED_LOCALES.some(locale => file.startsWith(`${locale}${path.sep}`)),
      )
      .map(file => path.join(contentDir, file))
  : positionals.map(file => path.resolve(file))
if (files.length === 0) {
  console.error(USAGE)
  process.exit(2)
}

let failed = false
for (const file of files) {
  const problem = stamp(file)
  if (problem) {
    console.error(`${relative(file)}: ${problem}`)
    failed = true
  }
}
process.exit(failed ? 1 : 0)

function stamp(file: string): string | undefined {
  const parts = path.relative(contentDir, file).split(path.sep)
  const [locale, collection, name] = parts
  if (parts.length !== 3 || locale === '..' || !name?.endsWith('.mdx') || locale === DEFAULT_LOCALE) {
    return (
      `wrong path: not a translation — give a path like content/<locale>/<collection>/<file>.mdx, outside ` +
      `content/${DEFAULT_LOCALE}/`
    )
  }
  if (!(LOCALES as readonly string[]).includes(locale!)) {
    return `wrong path: "${locale}" is not a locale of the site — use one of: ${TRANSLATED_LOCALES.join(', ')}`
  }
  if (!Object.hasOwn(COLLECTIONS, collection!)) {
    return (
      `wrong path: "${collection}" is not a content collection — use one ` +
      `of: ${Object.keys(COLLECTIONS).join(', ')}`
    )
  }
  const english = path.join(contentDir, DEFAULT_LOCALE, collection!, name)
  if (!fs.existsSync(english)) {
    return (
      `wrong path: there is no English original ${relative(english)} — check the file name against ` +
      `content/${DEFAULT_LOCALE}/${collection}/`
    )
  }
  if (!fs.existsSync(file)) {
    return (
      `no such file: the translation does not exist yet — copy ${relative(english)} there and translate it, ` +
      `then stamp it`
    )
  }
  const text = fs.readFileSync(file, 'utf8')
  if (splitFrontmatter(text).end === -1) return '1: frontmatter: is missing — add the --- block first'

  const previousHash = readSourceHash(text)
  const hash = keepStampedEnglish(contentDir, fs.readFileSync(english, 'utf8'))
  const stamped = withSourceHash(text, hash)!
  const already = stamped === text
  if (!already) fs.writeFileSync(file, stamped)
  console.log(
    `${relative(file)}: stamped: up to date with ${relative(english)} ` +
      `(source_hash: ${hash})${already ? ' — it already was' : ''}`,
  )
  // The usual slip: stamping an out-of-date translation without bringing the English change over.
  if (previousHash && previousHash !== hash && unchangedSinceEnglishChanged(file, english, text)) {
    console.warn(
      `  warning: the translation's text did not change since ${relative(english)} last changed — \`npm run ` +
        `i18n:diff -- ${relative(file)}\` shows what changed in English; bring it over and stamp again (keep this ` +
        `stamp only if the change needs no translation)`,
    )
  }
  if (uncommitted(english)) {
    console.warn(
      `  ${relative(english)} has changes not committed yet — commit the English file, or \`npm run i18n:diff\` ` +
        `cannot find the version this translation was stamped against`,
    )
  }
  return undefined
}

/** Every translation's stamp, with its English text kept; unused kept texts deleted. Returns the exit code. */
function keepExistingStamps(): number {
  const used = new Set<string>()
  let missing = 0
  for (const file of fs
    .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter(name => name.endsWith('.mdx'))) {
    const [locale, collection, name] = file.split(path.sep)
    if (!name || !(TRANSLATED_LOCALES as readonly string[]).includes(locale!)) continue
    const hash = readSourceHash(fs.readFileSync(path.join(contentDir, file), 'utf8'))
    if (!hash) continue
    used.add(hash)
    const english = ['content', DEFAULT_LOCALE, collection, name].join('/')
    const text = stampedEnglish(ROOT_DIR, contentDir, english, hash, { historyFirst: true })
    if (text === undefined) {
      console.warn(
        `content/${file.split(path.sep).join('/')}: source_hash ${hash} names no version of ${english} in Git ` +
          `history — review the translation, then stamp it`,
      )
      missing++
    } else {
      keepStampedEnglish(contentDir, text)
    }
  }
  for (const unused of unusedStampedEnglish(contentDir, used)) fs.rmSync(unused)
  console.log(`i18n:stamp: the English of ${used.size - missing} stamp(s) kept in content/stamped/`)
  return missing > 0 ? 1 : 0
}

function uncommitted(file: string): boolean {
  const status = spawnSync('git', ['status', '--porcelain', '--', file], { cwd: ROOT_DIR, encoding: 'utf8' })
  return status.status === 0 && status.stdout.trim() !== ''
}

function withoutStamp(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(/^source_hash:.*\n/m, '')
}

/**
 * Whether the translation reads as it did when its English file last changed: then nobody brought that change over.
 * Unknown (outside Git, a file not committed) is not "unchanged".
 */
function unchangedSinceEnglishChanged(file: string, english: string, text: string): boolean {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT_DIR, encoding: 'utf8' })
  let commit = 'HEAD'
  if (!uncommitted(english)) {
    const log = git('log', '-n', '1', '--format=%H', '--', relative(english))
    commit = log.status === 0 ? log.stdout.trim() : ''
  }
  if (!commit) return false
  const then = git('show', `${commit}:${relative(file)}`)
  return then.status === 0 && withoutStamp(then.stdout) === withoutStamp(text)
}
