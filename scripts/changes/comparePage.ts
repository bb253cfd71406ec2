/**
 * Two versions of one page compared on everything readPage.ts reads, each kind by one function, in the order a row of
 * the report lists them. Nothing here runs or trusts what it reads.
 */
import { code, safeText } from './markdown.ts'
import { pictureFile, samePicture } from './pictures.ts'
import { changedRuns, replacements, textChange, wordDiff } from './diff.ts'
import { findAddresses, flatten, isExternal, splitLink } from './addresses.ts'
import { CHROME_ATTRIBUTE, resolvedAddress, withoutHash, type PageView } from './readPage.ts'
import { TRANSLATION_STATES } from '../../src/i18n/translationStates.ts'

export type ChangeKind =
  | 'text'
  | 'title'
  | 'description'
  | 'links'
  | 'pictures'
  | 'search'
  | 'JSON-LD'
  | 'attributes'
  | 'untranslated'

/** One thing that differs on one page in one language. */
export interface Difference {
  kind: ChangeKind
  /** The difference as safe Markdown (content text escaped and neutralised, markdown.ts). */
  markdown: string
  /** The content entry it is in (`faq/which-wallet`), or ''. */
  entry: string
  /** External addresses, domains, handles or contract addresses this difference brings that the page did not have. */
  addresses: string[]
  /** The page leaves search engines (noindex added). */
  leavesSearch?: boolean
  /** A picture whose pixels changed, or a new one: the files in the two sites. */
  picture?: { name: string; before?: string; after?: string }
  /** The changed block, before and after, for the screenshots. */
  before?: string
  after?: string
}

/** What every kind is compared with: both views, the English page's, the two sites, and the addresses not yet known. */
interface Pair {
  before: PageView
  after: PageView
  english: PageView | undefined
  sites: { before: string; after: string }
  /** The addresses in `text` that the page did not have before. */
  newAddresses: (text: string) => string[]
}

const difference = (kind: ChangeKind, markdown: string, more: Partial<Difference> = {}): Difference => ({
  kind,
  markdown,
  entry: '',
  addresses: [],
  ...more,
})

/** Text, block by block: a replaced block is diffed with the block it replaces. Blocks of the language menu apart. */
function blockDifferences({ before, after, newAddresses }: Pair): { page: Difference[]; chrome: Difference[] } {
  const page: Difference[] = []
  const chrome: Difference[] = []
  for (const [old, current] of replacements(before.blocks, after.blocks, (a, b) => a.text === b.text)) {
    // Shown as a reader reads it (words of two elements apart); found again in a screenshot by `textContent`.
    const list = (old ?? current)!.chrome && (current ?? old)!.chrome ? chrome : page
    list.push(
      difference('text', textChange(old?.shown, current?.shown), {
        addresses: current ? newAddresses(current.words) : [],
        entry: (current ?? old)!.entry,
        before: old?.text,
        after: current?.text,
      }),
    )
  }
  // A block inside a changed block (a link in a paragraph, a list in a list item) is the same change: keep the outer.
  const inner = (a: Difference, b: Difference) =>
    a !== b &&
    b.kind === 'text' &&
    ((a.before ?? '') !== (b.before ?? '') || (a.after ?? '') !== (b.after ?? '')) &&
    (b.before ?? '').includes(a.before ?? '') &&
    (b.after ?? '').includes(a.after ?? '')
  const outer = page.filter(
    (one, index) =>
      !page.some(other => inner(one, other)) && page.findIndex(other => other.markdown === one.markdown) === index,
  )
  return { page: outer, chrome }
}

const changedValue = (kind: 'title' | 'description', { before, after, newAddresses }: Pair): Difference[] =>
  before[kind] === after[kind]
    ? []
    : [difference(kind, `${kind}: ${wordDiff(before[kind], after[kind])}`, { addresses: newAddresses(after[kind]) })]

/** Link targets: a link whose address changed, appeared or went away; a changed label alone is in the text diff. */
function linkDifferences({ before, after }: Pair): Difference[] {
  const knownHrefs = new Set(before.links.map(link => splitLink(link).href))
  return replacements(before.links, after.links).flatMap(([old, current]) => {
    const was = old ? splitLink(old) : undefined
    const now = current ? splitLink(current) : undefined
    if (was && now && was.href === now.href) return []
    const label = safeText((now ?? was)!.label) || '(no text)'
    const markdown =
      was && now
        ? `link ${label}: ~~${code(was.href)}~~ → **${code(now.href)}**`
        : now
          ? `new link ${label} → **${code(now.href)}**`
          : `link removed: ${label} → ~~${code(was!.href)}~~`
    const isNew = now && isExternal(now.href) && !knownHrefs.has(now.href)
    return [difference('links', markdown, { addresses: isNew ? [now.href] : [] })]
  })
}

/** Pictures, by what they show; a picture's text with the picture. */
async function pictureDifferences({ before, after, sites, newAddresses }: Pair): Promise<Difference[]> {
  const byName = (view: PageView, site: string) =>
    new Map(
      view.pictureSources.map(source => [withoutHash(resolvedAddress(source)), pictureFile(site, source)] as const),
    )
  const oldPictures = byName(before, sites.before)
  const newPictures = byName(after, sites.after)
  const found: Difference[] = []
  for (const [name, file] of newPictures) {
    const oldFile = oldPictures.get(name)
    if (oldPictures.has(name) && (!file || !oldFile || (await samePicture(oldFile, file)))) continue
    const markdown = oldPictures.has(name)
      ? `picture ${code(name)} shows something else (its pixels changed)`
      : `new picture ${code(name)}`
    const picture = { name, before: oldFile, after: file }
    found.push(difference('pictures', markdown, { picture }))
  }
  for (const name of oldPictures.keys())
    if (!newPictures.has(name)) found.push(difference('pictures', `picture removed: ${code(name)}`))
  const withText = (view: PageView) => view.images.filter(image => image.includes(' "'))
  const texts = changedRuns(withText(before), withText(after)).flatMap(({ added }) =>
    added.map(image =>
      difference('pictures', `picture and its text: ${safeText(image)}`, {
        addresses: newAddresses(image.slice(image.indexOf(' "') + 2)),
      }),
    ),
  )
  return [...found, ...texts]
}

/** Search engines: robots, canonical and hreflang, each by language (`de` gone, `fr` added, `ja` elsewhere). */
function searchDifferences({ before, after, newAddresses }: Pair): Difference[] {
  const found: Difference[] = []
  const noindex = (view: PageView) => /\bnoindex\b/.test(view.robots)
  if (!noindex(before) && noindex(after))
    found.push(difference('search', `leaves search engines: robots ${code(after.robots)}`, { leavesSearch: true }))
  if (noindex(before) && !noindex(after))
    found.push(difference('search', 'returns to search engines (noindex removed)'))
  if (before.canonical !== after.canonical) {
    const markdown = `canonical: ~~${code(before.canonical || 'none')}~~ → **${code(after.canonical || 'none')}**`
    const more = { addresses: newAddresses(after.canonical), leavesSearch: Boolean(before.canonical) }
    found.push(difference('search', markdown, more))
  }
  const byLanguage = (view: PageView) =>
    new Map(
      view.alternates.map(alternate => [alternate.split(' ')[0]!, alternate.split(' ').slice(1).join(' ')] as const),
    )
  const was = byLanguage(before)
  const now = byLanguage(after)
  const gone = [...was.keys()].filter(language => !now.has(language))
  const added = [...now.keys()].filter(language => !was.has(language))
  const moved = [...now.keys()].filter(language => was.has(language) && was.get(language) !== now.get(language))
  if (gone.length + added.length + moved.length === 0) return found
  const parts = [
    gone.length > 0 ? `${gone.length} removed (${gone.map(language => code(language)).join(', ')})` : '',
    added.length > 0
      ? `${added.length} added (${added.map(language => `${code(language)} ${code(now.get(language)!)}`).join(', ')})`
      : '',
    ...moved.map(language => `${code(language)}: ~~${code(was.get(language)!)}~~ → **${code(now.get(language)!)}**`),
  ]
  const addresses = [...added, ...moved].flatMap(language => newAddresses(now.get(language)!))
  return [...found, difference('search', `hreflang: ${parts.filter(Boolean).join('; ')}`, { addresses })]
}

/** `name = value` lines by name, the values of a name said twice joined. */
function valuesByName(lines: string[], join: string): Map<string, string> {
  const values = new Map<string, string>()
  for (const line of lines) {
    const at = line.indexOf(' = ')
    const [name, value] = [line.slice(0, at), line.slice(at + 3)]
    values.set(name, values.has(name) ? `${values.get(name)}${join}${value}` : value)
  }
  return values
}

const changedNames = (was: Map<string, string>, now: Map<string, string>) =>
  [...new Set([...was.keys(), ...now.keys()])].filter(name => was.get(name) !== now.get(name))

/** JSON-LD: each changed value by its path, word-diffed like the text it is (a search engine shows it as such). */
function jsonLdDifferences({ before, after, newAddresses }: Pair): Difference[] {
  const values = (view: PageView) =>
    valuesByName(
      view.jsonLd.flatMap(block => {
        try {
          return flatten(JSON.parse(block))
        } catch {
          return [` = ${block}`]
        }
      }),
      ' ',
    )
  const was = values(before)
  const now = values(after)
  const names = changedNames(was, now)
  if (names.length === 0) return []
  const lines = names.map(name => `${name ? code(name) : 'block'}: ${textChange(was.get(name), now.get(name))}`)
  const addresses = names.flatMap(name => newAddresses(now.get(name) ?? ''))
  return [difference('JSON-LD', `JSON-LD: ${lines.join('; ')}`, { addresses })]
}

/** Every other attribute; a message an island shows comes with its English (the same path on the English page). */
function attributeDifferences({ before, after, english, newAddresses }: Pair): Map<string, Difference> {
  const was = valuesByName(before.attributes, ' · ')
  const now = valuesByName(after.attributes, ' · ')
  const inEnglish = english && english !== after ? valuesByName(english.attributes, ' · ') : undefined
  const changed = changedNames(was, now).filter(name => {
    const [old, current] = [was.get(name), now.get(name)]
    return (
      old === undefined ||
      current === undefined ||
      !STRUCTURAL.test(name) ||
      !onlyRepeatsCameOrWent(old.split(' · '), current.split(' · '))
    )
  })
  const differences = changed.map((name): [string, Difference] => {
    const [old, current] = [was.get(name), now.get(name)]
    if (name === 'script') {
      const how = old === undefined ? 'added' : current === undefined ? 'removed' : 'changed'
      return [name, difference('attributes', `inline script ${how} (code: its owner reviews it)`)]
    }
    const message = /\[data-props\]\.messages\./.test(name)
    const translates = message ? inEnglish?.get(name) : undefined
    const markdown =
      `${message ? 'message an island shows' : 'attribute'} ${code(name)}: ${textChange(old, current)}` +
      (translates !== undefined ? ` (English: ${safeText(translates)})` : '')
    // A path of the site (`/assets/static/page.css`) is no address to check.
    const values = (current ?? '').split(' · ').filter(part => !part.startsWith('/'))
    return [
      name,
      difference('attributes', markdown, { addresses: current === undefined ? [] : newAddresses(values.join(' ')) }),
    ]
  })
  return new Map(differences)
}

/**
 * Attributes whose values are a fixed vocabulary of behaviour (`button[type]`, `aria-haspopup`), never words or
 * addresses: only these may go unsaid when an element comes or goes.
 */
const STRUCTURAL =
  /^(?:menu )?[a-z][\w-]*\[(?:type|command|commandfor|popovertarget|aria-(?:haspopup|controls|expanded|current)|role|tabindex|data-when|data-island)\]$/

/**
 * Whether one attribute's values differ only by elements that came or went with their block (a "Soon" button
 * replaced by a link): values only removed or only added, each still on the page. CAREFUL HERE: a value new to the
 * page or gone from it, or moved between elements, is still shown.
 */
function onlyRepeatsCameOrWent(was: string[], now: string[]): boolean {
  const runs = changedRuns(was, now)
  const onlyAdded = runs.every(run => run.removed.length === 0)
  const onlyRemoved = runs.every(run => run.added.length === 0)
  return onlyAdded !== onlyRemoved && new Set(was).size === new Set(now).size && was.every(value => now.includes(value))
}

/** Entries this page showed translated before and shows in English again; a new entry is "New in English". */
function untranslatedDifferences({ before, after }: Pair): Difference[] {
  // A FAQ entry by its block, a news post by the link to it (its card in a list); anything else by its words.
  const had = (entry: string) =>
    /^faq\//.test(entry)
      ? before.blocks.some(block => block.entry === entry)
      : /^news\//.test(entry)
        ? before.links.some(link => splitLink(link).href.replace(/\/$/, '').endsWith(`/${entry}`))
        : true
  return after.untranslated
    .filter(entry => !before.untranslated.includes(entry) && had(entry))
    .map(entry =>
      difference('untranslated', `${TRANSLATION_STATES.notTranslated}, shown in English: ${safeText(entry)}`, {
        entry: /^faq\//.test(entry) ? entry : '',
      }),
    )
}

/** The same link or picture change several times on a page (header, body, footer) is one line, counted. */
function collapse(differences: Difference[]): Difference[] {
  const collapsed: Difference[] = []
  const bare = (markdown: string) => markdown.replace(/ \(\d+ times\)$/, '')
  for (const one of differences) {
    const same = collapsed.find(other => other.kind === one.kind && bare(other.markdown) === one.markdown)
    if (!same) collapsed.push({ ...one })
    else {
      const count = Number(/ \((\d+) times\)$/.exec(same.markdown)?.[1] ?? 1) + 1
      same.markdown = `${bare(same.markdown)} (${count} times)`
    }
  }
  return collapsed
}

/** Whole addresses, not substrings: `t.me/reelfi` is new on a page that only had `t.me/reelfi_app`. */
function addressesNewTo(before: PageView): (text: string) => string[] {
  const words = before.blocks.map(block => block.words)
  const known = [...words, ...before.links, before.title, before.description, ...before.jsonLd].join('\n')
  const knownAddresses = new Set([
    ...findAddresses(known),
    ...before.links.map(link => splitLink(link).href),
    ...(before.knownAddresses ?? []),
  ])
  return text => [...new Set(findAddresses(text).filter(address => !knownAddresses.has(address)))]
}

/** The differences between two versions of one page, and the site root of each (for the pictures). */
export async function comparePage(
  before: PageView,
  after: PageView,
  sites: { before: string; after: string } = { before: '', after: '' },
  english?: PageView,
): Promise<{ differences: Difference[]; chrome: Difference[] }> {
  const pair: Pair = { before, after, english, sites, newAddresses: addressesNewTo(before) }
  const blocks = blockDifferences(pair)
  // The language menu's own attributes are the same on every page of a language: one line for the site, with its text.
  const attributes = [...attributeDifferences(pair)]
  const menu = attributes.filter(([name]) => name.startsWith(CHROME_ATTRIBUTE)).map(([, difference]) => difference)
  const differences = [
    ...changedValue('title', pair),
    ...blocks.page,
    ...changedValue('description', pair),
    ...linkDifferences(pair),
    ...(await pictureDifferences(pair)),
    ...searchDifferences(pair),
    ...jsonLdDifferences(pair),
    ...attributes.filter(([name]) => !name.startsWith(CHROME_ATTRIBUTE)).map(([, difference]) => difference),
    ...untranslatedDifferences(pair),
  ]
  return { differences: collapse(differences), chrome: [...blocks.chrome, ...menu] }
}
