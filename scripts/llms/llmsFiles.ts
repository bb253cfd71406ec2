/**
 * Build step: the site for language models (the llms.txt convention, https://llmstxt.org), so that an assistant
 * asked "what is the official contract address?" quotes the site and not a copy:
 * - /llms.txt and /<locale>/llms.txt: the site's summary, the official facts (the contract address once set, or
 *   the notice that it is not yet; the official links and accounts; the rule that nothing else is ours), and a
 *   link to the plain-text copy of every page;
 * - /<page>/index.md (/index.md, /faq/index.md, /ja/faq/index.md, /news/<slug>/index.md…): each page's main text
 *   as Markdown, from the same content bodies the page renders (scripts/llms/markdown.ts).
 * Facts come from the checked constants (the registry, src/content/constants), never from a translation: every
 * locale states the same address and links. Headings are the catalogs' own messages, as the pages word them.
 * Drafts and posts dated later are in no input (ARTICLES keeps drafts marked; NEWS holds published posts only).
 */
import fs from 'node:fs'
import type { MessageDescriptor } from '@lingui/core'
import path from 'node:path'
import type { ArticleSummary, Entry, LocaleContent, NewsSummary } from '../../src/content/types.ts'
import type { SectionFrontmatter } from '../../src/content/schema.ts'
import { HOME_FAQ_COUNT } from '../../src/content/homeFaq.ts'
import { typesetIndex } from '../../src/content/typesetContent.ts'
import { LOCALES, type Locale } from '../../src/i18n/locales.ts'
import { typographyOf } from '../../src/i18n/typography.ts'
import { localizedUrl } from '../../src/i18n/localizedUrl.ts'
import { newsPostPath } from '../../src/news/newsRoutes.ts'
import { markdownCopyPath } from '../../src/seo/markdownCopy.ts'
import type { PageI18n } from '../translation/pageI18n.ts'
import type { OfficialRegistry } from '../registry/official.ts'
import { markdownText as text, toMarkdown, type MarkdownContext, type MarkdownFacts } from './markdown.ts'

export interface LlmsInput {
  registry: OfficialRegistry
  facts: Omit<MarkdownFacts, 'contractAddress'>
  content: Record<Locale, LocaleContent>
  articles: readonly ArticleSummary[]
  news: readonly NewsSummary[]
  origin: string
  /** The pages' Lingui catalogs and the official page's messages (loadPageI18n()). */
  pageI18n: PageI18n
}

/** A page of the site: its locale-free path and how its Markdown copy is made. */
interface Page {
  route: string
  title: string
  description: string
  markdown: () => string
}

const markdownPath = markdownCopyPath

/** The files of one locale: path in the site (no leading slash) → text. */
export function llmsFiles(locale: Locale, input: LlmsInput): Map<string, string> {
  const { registry, content: all, origin } = input
  // Set as the pages set it (src/i18n/typeset.ts): French no-break spaces, the title dash, no space after "。".
  const content = typesetIndex(all[locale], locale)
  // A bold label and its text, with the language's colon ("**Adresse du contrat :** …", "**コントラクト：**…").
  const colon = typographyOf(locale).labelColon
  const labelled = (label: string, value: string, boldColon = true) =>
    boldColon
      ? `**${label}${colon.trimEnd()}**${colon.slice(colon.trimEnd().length)}${value}`
      : `**${label}**${colon}${value}`
  const i18n = input.pageI18n.i18n(locale)
  const LLMS_MESSAGES = input.pageI18n.OFFICIAL_MESSAGES
  const message = (descriptor: MessageDescriptor) => i18n._(descriptor)
  /** A message as text on a line of Markdown (a catalog is translators' input too). */
  const said = (descriptor: MessageDescriptor) => text(message(descriptor))
  const facts: MarkdownFacts = {
    ...input.facts,
    contractAddress: registry.contractAddress ?? message(LLMS_MESSAGES.contractPending),
  }
  const url = (route: string) => origin + localizedUrl(route, locale)
  const md = (body: Entry<unknown>['body'], route: string, fallback = false) =>
    toMarkdown(body, { locale, fallback, origin, pageUrl: url(route), facts } satisfies MarkdownContext)
  const section = (entry: Entry<SectionFrontmatter>, route: string, intro = true) => [
    `## ${text(entry.title)}`,
    ...(intro && entry.body.length > 0 ? [md(entry.body, route, entry.fallback)] : []),
  ]
  const byOrder = <T extends { order: number }>(entries: readonly T[]) => [...entries].sort((a, b) => a.order - b.order)
  const steps = [...content.steps].sort((a, b) => a.number - b.number)
  const tokens = (route: string) => [
    ...section(content.sections['token-economy'], route),
    ...byOrder(content.tokens).flatMap(token => [`### ${text(token.title)}`, md(token.body, route, token.fallback)]),
  ]
  const faq = (entries: typeof content.faq, route: string) =>
    entries.flatMap(entry => [`### ${text(entry.question)}`, md(entry.body, route, entry.fallback)])

  const officialList = registry.entries
    .filter(entry => entry.kind !== 'contract')
    .map(entry => `- [${said(LLMS_MESSAGES.purposes[entry.purpose])}](${entry.value}): ${entry.display}`)
  const contract = labelled(
    said(LLMS_MESSAGES.purposes.contract),
    registry.contractAddress ? `\`${registry.contractAddress}\`` : said(LLMS_MESSAGES.contractPending),
  )

  const staticPage = (id: keyof LocaleContent['pages'], route: string, rest: () => string[]): Page => {
    const page = content.pages[id]
    return {
      route,
      title: page.title,
      description: page.description,
      markdown: () => [`# ${text(page.heading)}`, md(page.body, route, page.fallback), ...rest()].join('\n\n'),
    }
  }
  const pages: Page[] = [
    staticPage('home', '/', () => [
      ...section(content.sections.features, '/'),
      ...byOrder(content.features).flatMap(feature => [
        `### ${text(feature.title)}`,
        md(feature.body, '/', feature.fallback),
      ]),
      ...section(content.sections.steps, '/'),
      steps.map(step => `${step.number}. ${labelled(text(step.title), text(step.summary), false)}`).join('\n'),
      ...tokens('/'),
      ...section(content.sections.faq, '/'),
      ...faq(byOrder(content.faq).slice(0, HOME_FAQ_COUNT), '/'),
    ]),
    staticPage('faq', '/faq', () => faq(byOrder(content.faq), '/faq')),
    staticPage('how-it-works', '/how-it-works', () => [
      ...section(content.sections['step-by-step'], '/how-it-works'),
      ...steps.flatMap(step => [
        `### ${step.number}. ${text(step.title)}`,
        md(step.body, '/how-it-works', step.fallback),
      ]),
      ...section(content.sections.lifecycle, '/how-it-works'),
      ...tokens('/how-it-works'),
    ]),
    staticPage('official', '/official', () => [
      `## ${said(LLMS_MESSAGES.contractAddress)}`,
      registry.contractAddress ? `\`${registry.contractAddress}\`` : said(LLMS_MESSAGES.contractPending),
      `## ${said(LLMS_MESSAGES.links)}`,
      officialList.join('\n'),
      ...section(content.sections['official-rules'], '/official'),
    ]),
    ...input.articles
      .filter(article => !article.draft && content.articles[article.slug])
      .map((article): Page => {
        const entry = content.articles[article.slug]!
        const route = `/${article.slug}`
        return {
          route,
          title: entry.title,
          description: entry.description,
          markdown: () => [`# ${text(entry.heading)}`, md(entry.body, route, entry.fallback)].join('\n\n'),
        }
      }),
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
        markdown: () => [`# ${text(entry.title)}`, post.date, md(entry.body, route, entry.fallback)].join('\n\n'),
      }
    })

  const files = new Map<string, string>()
  const item = (page: Page) =>
    `- [${text(page.title)}](${origin}${markdownPath(localizedUrl(page.route, locale))}): ${text(page.description)}`
  files.set(
    `${localizedUrl('/', locale).slice(1)}llms.txt`,
    `${[
      `# ${registry.brand}`,
      `> ${text(content.pages.home.description)}`,
      // "This page" in the official page's text is that page: its link comes first.
      labelled(
        `[${text(content.pages.official.heading)}](${url('/official')})`,
        md(content.pages.official.body, '/official', content.pages.official.fallback),
      ),
      contract,
      md(content.sections['official-rules'].body, '/official', content.sections['official-rules'].fallback),
      `## ${said(LLMS_MESSAGES.links)}`,
      [...officialList, `- [official.json](${origin}/official.json)`].join('\n'),
      `## ${said(LLMS_MESSAGES.pages).replace(/[.。]$/u, '')}`,
      pages.map(item).join('\n'),
      ...(posts.length > 0 ? [`## ${said(LLMS_MESSAGES.news)}`, posts.map(item).join('\n')] : []),
    ].join('\n\n')}\n`,
  )
  for (const page of [...pages, ...posts]) {
    files.set(markdownPath(localizedUrl(page.route, locale)).slice(1), `${page.markdown()}\n\n${url(page.route)}\n`)
  }
  return files
}

/** Writes every locale's files into the built site; returns their paths, relative to it. */
export function writeLlmsFiles(site: string, input: LlmsInput): string[] {
  const written: string[] = []
  for (const locale of LOCALES) {
    for (const [name, text] of llmsFiles(locale, input)) {
      fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true })
      fs.writeFileSync(path.join(site, name), text)
      written.push(name)
    }
  }
  return written
}
