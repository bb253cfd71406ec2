/**
 * "Needs a careful look": what a reviewer must check with their own eyes before merging, whatever language it is in,
 * with the team CODEOWNERS says must review it. New or changed external addresses, domains, handles and contract
 * addresses; changed constants; changed pictures; pages leaving search engines; entries marked `review: security`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { DEFAULT_LOCALE } from '../../src/i18n/locales.ts'
import { frontmatterAndBody } from '../source/frontmatter.ts'
import type { Constants } from '../registry/readConstants.ts'
import type { CatalogChange } from './catalogs.ts'
import type { CodeOwners } from './codeowners.ts'
import { typedFigures } from './figures.ts'
import { splitLocale, type Comparison } from './compareSites.ts'
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

/**
 * The entries whose English file says `review: security` in its frontmatter (`faq/contract-address`), read from the
 * trusted checkout: a pull request cannot take an entry off this list for its own review.
 */
export function readSecurityEntries(root: string): Set<string> {
  const entries = new Set<string>()
  const englishDir = path.join(root, 'content', DEFAULT_LOCALE)
  if (!fs.existsSync(englishDir)) return entries
  for (const collection of fs.readdirSync(englishDir, { withFileTypes: true }).filter(entry => entry.isDirectory())) {
    for (const file of fs.readdirSync(path.join(englishDir, collection.name)).filter(name => name.endsWith('.mdx'))) {
      const text = fs.readFileSync(path.join(englishDir, collection.name, file), 'utf8')
      // THE frontmatter splitter, as the content build reads the file: a BOM or CRLF line ends hide no flag.
      const frontmatter = frontmatterAndBody(text).yaml
      if (!frontmatter) continue
      try {
        if ((parse(frontmatter) as { review?: unknown } | null)?.review === 'security')
          entries.add(`${collection.name}/${file.replace(/\.mdx$/, '')}`)
      } catch {
        // `npm run content` reports a broken frontmatter with its line; here it marks nothing.
      }
    }
  }
  return entries
}

const CONSTANTS_FILE = 'content/constants.yaml'

export function carefulItems(
  comparison: Comparison,
  {
    owners,
    securityEntries,
    changedFiles,
    changedFilesCut = false,
    constants,
    catalogs = [],
  }: {
    owners: CodeOwners
    securityEntries: Set<string>
    changedFiles?: string[]
    changedFilesCut?: boolean
    catalogs?: CatalogChange[]
    /** The trusted checkout's constants: English figures typed in copy are listed against them. */
    constants?: Pick<Constants, 'CONSTANTS' | 'TOKEN_SPLIT'>
  },
): CarefulItem[] {
  const items = new Map<string, CarefulItem>()
  const add = (what: string, where: string[], team: string[], locale?: string) => {
    const item = items.get(what) ?? { what, locales: [], where: [], team: [] }
    if (locale && !item.locales.includes(locale)) item.locales.push(locale)
    for (const url of where) if (!item.where.includes(url)) item.where.push(url)
    for (const owner of team) if (!item.team.includes(owner)) item.team.push(owner)
    items.set(what, item)
  }
  const languageTeam = (locale: string, entry: string) => [
    ...new Set([
      ...owners.ownersOf(entry ? `content/${locale}/${entry}.mdx` : `content/${locale}/pages/index.mdx`),
      ...(entry ? [] : owners.ownersOf(`locales/${locale}/messages.po`)),
    ]),
  ]
  const registryTeam = owners.ownersOf(CONSTANTS_FILE)

  if (changedFilesCut) {
    add(
      "the list of changed files is cut at GitHub's 3,000: anything may have changed, code and constants included",
      [],
      owners.ownersOf('package.json'),
    )
  }
  if (changedFiles?.includes(CONSTANTS_FILE)) {
    add(
      `${code(CONSTANTS_FILE)} changed: figures, links or the contract address of every page in every language`,
      [],
      registryTeam,
    )
  }
  for (const change of comparison.changes) {
    for (const difference of change.differences) {
      const team = languageTeam(change.locale, difference.entry)
      for (const address of difference.addresses)
        add(`new or changed address ${code(address)}`, [change.url], [...team, ...registryTeam], change.locale)
      // A link-preview card is drawn by the build from the page's title, compared as text: not a picture to look at.
      if (difference.kind === 'pictures' && difference.picture && !/\/og\//.test(difference.picture.name))
        add(
          `picture ${code(difference.picture.name)} ${difference.picture.before ? 'shows something else' : 'is new'}`,
          [change.url],
          [...team, ...owners.ownersOf('content/images/')],
          change.locale,
        )
      // English copy that types a figure instead of taking it from a constant: every language falls back to it.
      if (constants && change.locale === DEFAULT_LOCALE && difference.kind === 'text' && difference.after) {
        const had = new Set(
          difference.before ? typedFigures(difference.before, constants).map(({ written }) => written) : [],
        )
        for (const { written, constants: near } of typedFigures(difference.after, constants)) {
          if (had.has(written)) continue
          const note =
            near.length > 0
              ? ` — beside the term ` +
                `of ${near
                  .map(
                    name => `${code(name)} (${constants.CONSTANTS[name as keyof typeof constants.CONSTANTS]?.value})`,
                  )
                  .join(', ')}: ` +
                `write ${code(`<Constant name="${near[0]}" />`)} if it is that figure`
              : ''
          add(
            `figure ${code(written)} typed in English copy, not taken from ${code(CONSTANTS_FILE)}${note}`,
            [change.url],
            [...team, ...registryTeam],
            change.locale,
          )
        }
      }
      if (difference.leavesSearch) add('pages leave search engines', [change.url], team, change.locale)
      if (difference.entry && securityEntries.has(difference.entry)) {
        add(
          `${code(difference.entry)}, marked ${code('review: security')}, changed`,
          [change.url],
          [...team, ...owners.ownersOf(`content/${DEFAULT_LOCALE}/${difference.entry}.mdx`), ...registryTeam],
          change.locale,
        )
      }
    }
  }
  // Every other file the site serves: a feed, a JSON file, security.txt say it to readers and machines.
  for (const file of comparison.files) {
    const locale = splitLocale(file.file.replace(/^\/(?:og|search-index)\//, '/')).locale
    for (const address of file.addresses)
      add(
        `new or changed address ${code(address)}`,
        [file.file],
        [...languageTeam(locale, ''), ...registryTeam],
        locale,
      )
  }
  // A catalog message names an address: every page (or an island's verdict) of that language says it.
  for (const message of catalogs) {
    for (const address of message.addresses)
      add(
        `new or changed address ${code(address)} in a catalog message`,
        [message.file],
        [...owners.ownersOf(message.file), ...registryTeam],
        message.locale,
      )
  }
  // The language menu's text is scanned too: a handle in it would be on every page of its language.
  for (const change of comparison.chrome) {
    for (const address of change.addresses)
      add(
        `new or changed address ${code(address)} in the language menu`,
        [],
        [...languageTeam(change.locale, ''), ...registryTeam],
        change.locale,
      )
  }
  if (comparison.sitemap.removed.length > 0)
    add(
      `the sitemap loses ${comparison.sitemap.removed.length} ` +
        `address${comparison.sitemap.removed.length === 1 ? '' : 'es'}`,
      comparison.sitemap.removed.map(loc => new URL(loc, 'https://site.invalid').pathname),
      [],
    )
  return [...items.values()]
}
