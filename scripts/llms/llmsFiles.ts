/**
 * Build step: the site for language models (https://llmstxt.org), so that an assistant quotes the site, not a copy:
 * /llms.txt and /<locale>/llms.txt (summary, official facts, links to every page's copy), and /<page>/index.md, each
 * page's main text as Markdown. Both are mdast trees (markdown.ts), never strings put together; facts come from the
 * checked constants, never from a translation.
 */
import fs from 'node:fs'
import type { MessageDescriptor } from '@lingui/core'
import type { BlockContent, Heading, Link, List, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import path from 'node:path'
import { setImmediate } from 'node:timers/promises'
import type { ArticleSummary, Entry, LocaleContent, NewsSummary } from '../../src/content/types.ts'
import type { PageFrontmatter, SectionFrontmatter } from '../../src/content/schema.ts'
import { HOME_FAQ_COUNT } from '../../src/content/homeFaq.ts'
import { withFallbackBodies } from '../../src/content/fallbackBodies.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { typographyOf } from '../../src/i18n/typography.ts'
import { localizedUrl } from '../../src/i18n/localizedUrl.ts'
import { newsPostPath } from '../../src/news/newsRoutes.ts'
import { markdownCopyPath } from '../../src/seo/markdownCopy.ts'
import { loadPageI18n, type PageI18n } from '../translation/pageI18n.ts'
import { officialRegistryFrom, type OfficialRegistry } from '../registry/official.ts'
import { readStoredIndex } from '../content/storedIndex.ts'
import { siteOrigin } from '../../src/seo/site.ts'
import { hashOf } from '../core/hash.ts'
import { bodyTree, serialize, text, type MarkdownContext, type MarkdownFacts } from './markdown.ts'

export interface LlmsInput {
  registry: OfficialRegistry
  facts: Omit<MarkdownFacts, 'contractAddress'>
  /** Each locale's stored index (an English fallback may have no body of its own). */
  content: Record<Locale, LocaleContent>
  articles: readonly ArticleSummary[]
  news: readonly NewsSummary[]
  origin: string
  pageI18n: PageI18n
}

/** A page of the site: its locale-free path and the blocks of its Markdown copy. */
interface Page {
  route: string
  title: string
  description: string
  blocks: () => RootContent[]
}

const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })
const heading = (depth: Heading['depth'], ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
})
const link = (url: string, ...children: PhrasingContent[]): Link => ({ type: 'link', url, children })
const list = (items: PhrasingContent[][], start?: number): List => ({
  type: 'list',
  ordered: start !== undefined,
  start,
  spread: false,
  children: items.map(children => ({ type: 'listItem', spread: false, children: [paragraph(...children)] })),
})

const root = (...children: RootContent[]): Root => ({ type: 'root', children })

/**
 * The files of one locale: path in the site (no leading slash) → text. A copy is three documents, each serialised
 * alone and joined by a blank line: the link to llms.txt, the page's text, the link to the page. `bodies` keeps each
 * text's Markdown by its tree, so that a page the other locales show in English is serialised once, not nine times.
 */
export function llmsFiles(locale: Locale, input: LlmsInput, bodies = new Map<string, string>()): Map<string, string> {
  const copy = localeCopy(locale, input)
  const { pages, posts } = sitePages(copy, input)
  const llmsTxt = `${localizedUrl('/', locale).slice(1)}llms.txt`
  const files = new Map<string, string>()
  files.set(llmsTxt, serialize(llmsTxtTree(copy, pages, posts)))
  const head = serialize(root(paragraph(link(`${input.origin}/${llmsTxt}`, text('llms.txt')))))
  for (const page of [...pages, ...posts]) {
    const body = root(...page.blocks())
    const key = hashOf(JSON.stringify(body))
    if (!bodies.has(key)) bodies.set(key, serialize(body))
    const foot = serialize(root(paragraph(link(copy.url(page.route), text(copy.url(page.route))))))
    files.set(
      markdownCopyPath(localizedUrl(page.route, locale)).slice(1),
      [head, bodies.get(key), foot].filter(Boolean).join('\n'),
    )
  }
  return files
}

type LocaleCopy = ReturnType<typeof localeCopy>

/** What every copy in one locale is made of: its content as the pages typeset it, its messages, facts and links. */
function localeCopy(locale: Locale, input: LlmsInput) {
  const { registry, origin } = input
  // As the pages read it: English bodies in place, typeset for its language.
  const content = withFallbackBodies(input.content[locale], input.content[DEFAULT_LOCALE], locale)
  const colon = typographyOf(locale).labelColon
  /** A bold label and its text; the colon goes inside the bold when a space follows it, so that the bold closes. */
  const labelled = (label: PhrasingContent[], value: PhrasingContent[]): PhrasingContent[] => {
    const mark = colon.trimEnd()
    return mark === colon
      ? [{ type: 'strong', children: label }, text(colon), ...value]
      : [{ type: 'strong', children: [...label, text(mark)] }, text(colon.slice(mark.length)), ...value]
  }
  const i18n = input.pageI18n.i18n(locale)
  const messages = input.pageI18n.OFFICIAL_MESSAGES
  /** A catalog message as text. */
  const said = (descriptor: MessageDescriptor) => text(i18n._(descriptor))
  const facts: MarkdownFacts = {
    ...input.facts,
    contractAddress: registry.tokenContractAddress ?? i18n._(messages.contractPending),
  }
  const url = (route: string) => origin + localizedUrl(route, locale)
  const md = (entry: Pick<Entry<unknown>, 'body' | 'fallback'>, route: string) =>
    bodyTree(entry.body, {
      locale,
      fallback: entry.fallback,
      origin,
      pageUrl: url(route),
      facts,
    } satisfies MarkdownContext)
  /** A list of links, each with what it is after the language's colon. */
  const linkList = (items: { label: PhrasingContent; url: string; about?: PhrasingContent }[]) =>
    list(items.map(item => [link(item.url, item.label), ...(item.about ? [text(colon), item.about] : [])]))
  // An address as typed (code: GFM would otherwise make `security@…` a link, and the serialiser escapes its `@`).
  const officialLinks = registry.entries
    .filter(entry => entry.kind !== 'contract')
    .map(entry => ({
      label: said(messages.purposes[entry.purpose]),
      url: entry.value,
      about: { type: 'inlineCode', value: entry.display } satisfies PhrasingContent,
    }))
  const address: PhrasingContent = registry.tokenContractAddress
    ? { type: 'inlineCode', value: registry.tokenContractAddress }
    : said(messages.contractPending)
  const section = (entry: Entry<SectionFrontmatter>, route: string): RootContent[] => [
    heading(2, text(entry.title)),
    ...md(entry, route),
  ]
  return {
    locale,
    origin,
    registry,
    content,
    i18n,
    messages,
    labelled,
    said,
    url,
    md,
    section,
    linkList,
    officialLinks,
    address,
  }
}

const byOrder = <T extends { order: number }>(entries: readonly T[]) => [...entries].sort((a, b) => a.order - b.order)

/** The pages and the news posts of one locale, each with the blocks of its Markdown copy. */
function sitePages(copy: LocaleCopy, input: LlmsInput): { pages: Page[]; posts: Page[] } {
  const { content, md, section, said, messages, labelled } = copy
  const steps = [...content.steps].sort((a, b) => a.number - b.number)
  const tokens = (route: string) => [
    ...section(content.sections['token-economy'], route),
    ...byOrder(content.tokens).flatMap(token => [heading(3, text(token.title)), ...md(token, route)]),
  ]
  const faq = (entries: typeof content.faq, route: string) =>
    entries.flatMap(entry => [heading(3, text(entry.question)), ...md(entry, route)])
  /** A page that opens with its entry's heading and body. */
  const entryPage = (route: string, entry: Entry<PageFrontmatter>, rest = (): RootContent[] => []): Page => ({
    route,
    title: entry.title,
    description: entry.description,
    blocks: () => [heading(1, text(entry.heading)), ...md(entry, route), ...rest()],
  })
  const pages: Page[] = [
    entryPage('/', content.pages.home, () => [
      ...section(content.sections.features, '/'),
      ...byOrder(content.features).flatMap(feature => [heading(3, text(feature.title)), ...md(feature, '/')]),
      ...section(content.sections.steps, '/'),
      list(
        steps.map(step => labelled([text(step.title)], [text(step.summary)])),
        steps[0]?.number ?? 1,
      ),
      ...tokens('/'),
      ...section(content.sections.faq, '/'),
      ...faq(byOrder(content.faq).slice(0, HOME_FAQ_COUNT), '/'),
    ]),
    entryPage('/faq', content.pages.faq, () => faq(byOrder(content.faq), '/faq')),
    entryPage('/how-it-works', content.pages['how-it-works'], () => [
      ...section(content.sections['step-by-step'], '/how-it-works'),
      ...steps.flatMap(step => [heading(3, text(`${step.number}. ${step.title}`)), ...md(step, '/how-it-works')]),
      ...section(content.sections.lifecycle, '/how-it-works'),
      ...tokens('/how-it-works'),
    ]),
    entryPage('/official', content.pages.official, () => [
      heading(2, said(messages.contractAddress)),
      paragraph(copy.address),
      heading(2, said(messages.links)),
      copy.linkList(copy.officialLinks),
      ...section(content.sections['official-rules'], '/official'),
    ]),
    ...input.articles
      .filter(article => !article.draft && content.articles[article.slug])
      .map(article => entryPage(`/${article.slug}`, content.articles[article.slug]!)),
  ]
  const posts: Page[] = input.news
    .filter(post => content.news[post.slug])
    .map(post => {
      const entry = content.news[post.slug]!
      const route = newsPostPath(post.slug)
      return {
        route,
        title: entry.title,
        description: entry.description,
        blocks: () => [heading(1, text(entry.title)), paragraph(text(post.date)), ...md(entry, route)],
      }
    })
  return { pages, posts }
}

/** llms.txt: the site's summary, the official facts and a link to the Markdown copy of every page and post. */
function llmsTxtTree(copy: LocaleCopy, pages: Page[], posts: Page[]): Root {
  const { locale, origin, registry, content, md, said, messages, labelled, linkList, url, address } = copy
  // "This page" in the official page's text is that page: its link comes first, as the label of its first paragraph.
  const [officialIntro, ...officialRest] = md(content.pages.official, '/official')
  const officialLabel = [link(url('/official'), text(content.pages.official.heading))]
  const pageItem = (page: Page) => ({
    label: text(page.title),
    url: origin + markdownCopyPath(localizedUrl(page.route, locale)),
    about: text(page.description),
  })
  return {
    type: 'root',
    children: [
      heading(1, text(registry.brand)),
      { type: 'blockquote', children: [paragraph(text(content.pages.home.description))] },
      ...(officialIntro?.type === 'paragraph'
        ? [paragraph(...labelled(officialLabel, officialIntro.children)), ...officialRest]
        : [paragraph(...labelled(officialLabel, [])), ...(officialIntro ? [officialIntro] : [])]),
      paragraph(...labelled([said(messages.purposes.contract)], [address])),
      ...md(content.sections['official-rules'], '/official'),
      heading(2, said(messages.links)),
      linkList([...copy.officialLinks, { label: text('official.json'), url: `${origin}/official.json` }]),
      heading(2, text(copy.i18n._(messages.pages).replace(/[.。]$/u, ''))),
      linkList(pages.map(pageItem)),
      ...(posts.length > 0 ? [heading(2, said(messages.news)), linkList(posts.map(pageItem))] : []),
    ] satisfies (BlockContent | RootContent)[],
  }
}

/** The build's step: every locale's files written into the built site; returns their paths and a summary. */
export async function writeLlmsFiles(
  site: string,
  articles: readonly ArticleSummary[],
  news: readonly NewsSummary[],
): Promise<{ files: string[]; summary: string }> {
  // Imported here, after the content step wrote it (a fresh clone has no generated module before).
  const constants = await import('../../src/content/generated/constants.ts')
  const input: LlmsInput = {
    registry: officialRegistryFrom(constants),
    facts: constants,
    content: Object.fromEntries(LOCALES.map(locale => [locale, readStoredIndex(locale)])) as Record<
      Locale,
      LocaleContent
    >,
    articles,
    news,
    origin: siteOrigin(),
    pageI18n: await loadPageI18n(),
  }
  const files: string[] = []
  const sizes: number[] = []
  const bodies = new Map<string, string>()
  for (const locale of LOCALES) {
    // The event loop is handed back between locales, and the files are written in libuv's thread pool: the build's
    // other steps run beside this one.
    await setImmediate()
    const written = llmsFiles(locale, input, bodies)
    await Promise.all(
      [...written].map(async ([name, text]) => {
        await fs.promises.mkdir(path.dirname(path.join(site, name)), { recursive: true })
        await fs.promises.writeFile(path.join(site, name), text)
      }),
    )
    for (const [name, text] of written) {
      files.push(name)
      if (name.endsWith('llms.txt')) sizes.push(Buffer.byteLength(text))
    }
  }
  return {
    files,
    summary:
      `llms.txt in ${sizes.length} languages (${Math.min(...sizes)}–${Math.max(...sizes)} ` +
      `bytes), ${files.length - sizes.length} Markdown copies of pages`,
  }
}
