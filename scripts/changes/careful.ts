/**
 * "Needs a careful look": what a reviewer must check with their own eyes before merging, in any language, with the
 * CODEOWNERS team that must review it: new addresses, changed constants and pictures, typed figures, pages leaving
 * search engines, entries marked `review: security`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts'
import { stripLocale } from '../../src/i18n/localizedUrl.ts'
import { SEARCH_INDEX_DIR } from '../../src/search/searchIndexFormat.ts'
import type { Constants } from '../registry/readConstants.ts'
import type { CatalogChange } from './catalogs.ts'
import type { CodeOwners } from './codeowners.ts'
import { typedFigures } from './figures.ts'
import { frontmatterData } from './scheduled.ts'
import type { Difference } from './comparePage.ts'
import type { Comparison } from './compareSites.ts'
import { code } from './markdown.ts'

export interface CarefulItem {
  /** Safe Markdown: what to look at. */
  what: string
  /** The languages it is in. */
  locales: string[]
  /** The pages (URL paths) it is on. */
  where: string[]
  /** The owners CODEOWNERS names for it. */
  team: string[]
}

/** Entries whose English file says `review: security`, from the trusted checkout: a pull request cannot unmark one. */
export function readSecurityEntries(root: string): Set<string> {
  const englishDir = path.join(root, 'content', DEFAULT_LOCALE)
  const flagged = fs
    .globSync('*/*.mdx', { cwd: englishDir })
    .filter(file => frontmatterData(fs.readFileSync(path.join(englishDir, file), 'utf8'))?.review === 'security')
  return new Set(flagged.map(file => file.replace(/\.mdx$/, '')))
}

const CONSTANTS_FILE = 'content/constants.yaml'
const EVERY_PAGE = 'figures, links or the contract address of every page in every language'

interface CarefulOptions {
  owners: CodeOwners
  securityEntries: Set<string>
  changedFiles?: string[]
  changedFilesCut?: boolean
  catalogs?: CatalogChange[]
  /** The trusted checkout's constants: English figures typed in copy are listed against them. */
  constants?: Pick<Constants, 'CONSTANTS' | 'TOKEN_SPLIT'>
}

/** What every rule adds to: the item for `what`, its pages, teams and language gathered from every rule. */
type Add = (what: string, where: string[], team: string[], locale?: string) => void

/** The teams of a language's entry (its content file), or of the language's pages and catalog. */
const languageTeam = (owners: CodeOwners, locale: string, entry: string) => [
  ...new Set([
    ...owners.ownersOf(entry ? `content/${locale}/${entry}.mdx` : `content/${locale}/pages/index.mdx`),
    ...(entry ? [] : owners.ownersOf(`locales/${locale}/messages.po`)),
  ]),
]

/** English copy that types a figure instead of taking it from a constant: every language falls back to it. */
function typedInEnglish(difference: Difference, constants: NonNullable<CarefulOptions['constants']>): string[] {
  const had = new Set(typedFigures(difference.before ?? '', constants).map(({ written }) => written))
  return typedFigures(difference.after ?? '', constants)
    .filter(({ written }) => !had.has(written))
    .map(({ written, constants: near }) => {
      const values = near.map(
        name => `${code(name)} (${constants.CONSTANTS[name as keyof typeof constants.CONSTANTS]?.value})`,
      )
      const note =
        near.length > 0
          ? ` — beside the term of ${values.join(', ')}: ` +
            `write ${code(`<Constant name="${near[0]}" />`)} if it is that figure`
          : ''
      return `figure ${code(written)} typed in English copy, not taken from ${code(CONSTANTS_FILE)}${note}`
    })
}

/** Each page's differences: new addresses, pictures, typed figures, pages leaving search, `review: security`. */
function pageItems(comparison: Comparison, options: CarefulOptions, add: Add) {
  const { owners, securityEntries, constants } = options
  const registryTeam = owners.ownersOf(CONSTANTS_FILE)
  for (const { locale, url, differences } of comparison.changes) {
    for (const difference of differences) {
      const { entry, picture } = difference
      const team = languageTeam(owners, locale, entry)
      for (const address of difference.addresses)
        add(`new or changed address ${code(address)}`, [url], [...team, ...registryTeam], locale)
      // A link-preview card is drawn by the build from the page's title, compared as text: not a picture to look at.
      if (difference.kind === 'pictures' && picture && !/\/og\//.test(picture.name)) {
        const what = `picture ${code(picture.name)} ${picture.before ? 'shows something else' : 'is new'}`
        add(what, [url], [...team, ...owners.ownersOf('content/images/')], locale)
      }
      if (constants && locale === DEFAULT_LOCALE && difference.kind === 'text' && difference.after)
        for (const what of typedInEnglish(difference, constants)) add(what, [url], [...team, ...registryTeam], locale)
      if (difference.leavesSearch) add('pages leave search engines', [url], team, locale)
      if (entry && securityEntries.has(entry)) {
        const entryTeam = owners.ownersOf(`content/${DEFAULT_LOCALE}/${entry}.mdx`)
        add(
          `${code(entry)}, marked ${code('review: security')}, changed`,
          [url],
          [...team, ...entryTeam, ...registryTeam],
          locale,
        )
      }
    }
  }
}

/** A file's path without the folder of the cards or of the search index, which hold a folder per language. */
function withoutLanguagesFolder(file: string): string {
  const folder = ['og', SEARCH_INDEX_DIR].find(name => file.startsWith(`/${name}/`))
  return folder ? file.slice(folder.length + 1) : file
}

/** Addresses anywhere else: every other file the site serves, the catalogs, the language menu on every page. */
function otherAddresses(comparison: Comparison, { owners, catalogs = [] }: CarefulOptions, add: Add) {
  const registryTeam = owners.ownersOf(CONSTANTS_FILE)
  // A feed, a JSON file, security.txt say it to readers and machines.
  for (const file of comparison.files) {
    const locale = stripLocale(withoutLanguagesFolder(file.file)).locale
    const team = [...languageTeam(owners, locale, ''), ...registryTeam]
    for (const address of file.addresses) add(`new or changed address ${code(address)}`, [file.file], team, locale)
  }
  // A catalog message names an address: every page (or an island's verdict) of that language says it.
  for (const message of catalogs) {
    const team = [...owners.ownersOf(message.file), ...registryTeam]
    for (const address of message.addresses)
      add(`new or changed address ${code(address)} in a catalog message`, [message.file], team, message.locale)
  }
  // The language menu's text is scanned too: a handle in it would be on every page of its language.
  for (const change of comparison.chrome) {
    const team = [...languageTeam(owners, change.locale, ''), ...registryTeam]
    for (const address of change.addresses)
      add(`new or changed address ${code(address)} in the language menu`, [], team, change.locale)
  }
}

export function carefulItems(comparison: Comparison, options: CarefulOptions): CarefulItem[] {
  const items = new Map<string, CarefulItem>()
  const add: Add = (what, where, team, locale) => {
    const item = items.get(what) ?? { what, locales: [], where: [], team: [] }
    if (locale && !item.locales.includes(locale)) item.locales.push(locale)
    for (const url of where) if (!item.where.includes(url)) item.where.push(url)
    for (const owner of team) if (!item.team.includes(owner)) item.team.push(owner)
    items.set(what, item)
  }
  const { owners } = options
  if (options.changedFilesCut) {
    const what =
      "the list of changed files is cut at GitHub's 3,000: anything may have changed, code and constants included"
    add(what, [], owners.ownersOf('package.json'))
  }
  if (options.changedFiles?.includes(CONSTANTS_FILE))
    add(`${code(CONSTANTS_FILE)} changed: ${EVERY_PAGE}`, [], owners.ownersOf(CONSTANTS_FILE))
  pageItems(comparison, options, add)
  otherAddresses(comparison, options, add)
  const { removed } = comparison.sitemap
  if (removed.length > 0) {
    const where = removed.map(loc => new URL(loc, 'https://site.invalid').pathname)
    add(`the sitemap loses ${removed.length} address${removed.length === 1 ? '' : 'es'}`, where, [])
  }
  return [...items.values()]
}
