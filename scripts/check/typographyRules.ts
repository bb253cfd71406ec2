/**
 * The house style (TRANSLATING.md, "House style") as a reader meets it on the built site (issue 49): catalog strings,
 * titles composed by code, card alt text, feeds, llms.txt and the `.md` copies too. Each rule reads one string of one
 * language:
 * - `cjk-space`: a half-width space beside full-width text (ja: beside Japanese or a full-width mark; zh: beside a
 *   full-width mark);
 * - `french-space`: an ordinary space, or none, where French sets a no-break one (before : ; ! ? » and after «);
 * - `quotes`: quotation marks of another language (straight "…", «» in Spanish and Korean, “” in German…);
 * - `separator`: a title or card alt with its separator twice ("Reelfi: Presale startet bald: So…").
 */
import fs from 'node:fs'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales.ts'
import { SEARCH_INDEX_DIR } from '../../src/search/searchIndexFormat.ts'
import { WRONG_QUOTES } from '../translation/typographyNotes.ts'

export type SlipRule = 'cjk-space' | 'french-space' | 'quotes' | 'separator'

export interface Slip {
  rule: SlipRule
  /** The slip with a few characters around it. */
  excerpt: string
  fix: string
}

const FULL_WIDTH_MARK = '[。、！？：；，「」『』（）【】〈〉《》]'
const JAPANESE = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー]'
const LATIN = '[\\p{Script=Latin}\\p{Nd}]'
/** A space between a full-width mark and a word, a figure or another mark; not beside Markdown's ("- 「…」"). */
const SPACE_BY_FULL_WIDTH = new RegExp(
  `${FULL_WIDTH_MARK}[ \\t]+(?=[\\p{L}\\p{N}]|${FULL_WIDTH_MARK})|(?<=[\\p{L}\\p{N}])[ \\t]+${FULL_WIDTH_MARK}`,
  'gu',
)
const SPACE_BY_JAPANESE = new RegExp(`${JAPANESE}(?=[ \\t]+${LATIN})|${LATIN}(?=[ \\t]+${JAPANESE})`, 'gu')
/**
 * U+0020 before a high mark or inside guillemets; U+202F before ":"; no space at all between a word and the mark
 * ("Pourquoi?"). A mark after a link's text ("[Ce site](…): …") is Markdown's, not a word's.
 */
const FRENCH_PLAIN_SPACE = / (?=[;!?»](?:\s|$|[»)\]]))| (?=:(?:\s|$))|« |\u202f:|(?<=[\p{L}\p{N}%»)’])[:;!?](?=\s|$)/gu
/** A colon that separates (before a space or at the end, or the full-width one) and a spaced dash. */
const COLONS = /[:：](?=\s|$)|：/gu
const DASHES = /\s[—–]\s/gu

function excerptOf(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 12)
  const end = Math.min(text.length, index + length + 12)
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`.replace(/\s+/g, ' ')
}

function* matches(text: string, pattern: RegExp, rule: SlipRule, fix: string): Generator<Slip> {
  for (const match of text.matchAll(pattern))
    yield { rule, excerpt: excerptOf(text, match.index, match[0].length), fix }
}

/** The slips of `text` as `locale` reads it; `title`: composed by code from parts, so a separator may appear once. */
export function typographySlips(text: string, locale: string, { title = false } = {}): Slip[] {
  const language = new Intl.Locale(locale).language
  const slips: Slip[] = []
  if (language === 'ja' || language === 'zh') {
    slips.push(...matches(text, SPACE_BY_FULL_WIDTH, 'cjk-space', 'no half-width space beside a full-width mark'))
    if (language === 'ja')
      slips.push(
        ...matches(text, SPACE_BY_JAPANESE, 'cjk-space', 'no space between Japanese and a Latin word or figure'),
      )
  }
  if (language === 'fr')
    slips.push(
      ...matches(
        text,
        FRENCH_PLAIN_SPACE,
        'french-space',
        'a no-break space (U+00A0) before ":", a narrow one (U+202F) before ; ! ? » and after «',
      ),
    )
  const quotes = WRONG_QUOTES[language]
  // One slip per text for quotes: an opening mark and its closing one are one slip.
  const wrong = quotes && new RegExp(quotes.pattern, 'u').exec(text)
  if (wrong)
    slips.push({
      rule: 'quotes',
      excerpt: excerptOf(text, wrong.index, wrong[0].length),
      fix: `write ${language} quotes, ${quotes.own}`,
    })
  if (title) {
    for (const [pattern, name] of [
      [COLONS, 'colon'],
      [DASHES, 'dash'],
    ] as const) {
      const found = [...text.matchAll(pattern)]
      if (found.length > 1)
        slips.push({
          rule: 'separator',
          excerpt: excerptOf(text, 0, text.length),
          fix: `one ${name} in a title: join a part that holds one with another separator (src/i18n/typography.ts)`,
        })
    }
  }
  return slips
}

/** One string of the built site to check, where it was found and in which language it is read. */
export interface BuiltText {
  /** The file, relative to the site, and where in it: `ja/index.html <title>`, `fr/news/feed.xml <title>`. */
  where: string
  locale: string
  text: string
  title: boolean
}

/** Elements whose text is not prose: code, scripts, styles, and the editor's form fields. */
const NOT_PROSE = new Set(['script', 'style', 'code', 'pre', 'kbd', 'samp', 'textarea', 'template'])
/** Elements inside a line of text: their text joins their neighbours' ("<strong>…。</strong> 次"). */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'cite',
  'data',
  'em',
  'i',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
])
const INLINE_MORE = new Set(['sub', 'sup', 'time', 'u', 'wbr', 'img', 'svg', 'use', 'path'])
/** Attributes a reader meets (read aloud or shown): alt text, tooltips, accessible names, placeholders. */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'aria-description', 'placeholder']
/** Meta tags a reader meets as text (search results, link previews); the titles and card alt are titles. */
const META_TEXT = new Set(['description', 'og:description', 'twitter:description'])
const META_TITLE = new Set(['og:title', 'twitter:title', 'og:image:alt', 'twitter:image:alt'])

/** The prose of an HTML document: text by line of text, read attributes and meta tags, each in its `lang`. */
export function htmlTexts(html: string, where: string, locale: string): BuiltText[] {
  const texts: BuiltText[] = []
  const stack: { name: string; lang: string; prose: boolean }[] = []
  const current = () => stack.at(-1) ?? { name: '', lang: locale, prose: true }
  let run = ''
  let runLang = locale
  let runTitle = false
  const flush = () => {
    if (run.trim())
      texts.push({ where: `${where} ${runTitle ? '<title>' : 'text'}`, locale: runLang, text: run, title: runTitle })
    run = ''
  }
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = current()
        const lang = attributes.lang || parent.lang
        if (!INLINE.has(name) && !INLINE_MORE.has(name)) flush()
        stack.push({ name, lang, prose: parent.prose && !NOT_PROSE.has(name) })
        for (const attribute of READ_ATTRIBUTES) {
          const value = attributes[attribute]
          if (value?.trim())
            texts.push({ where: `${where} ${name}[${attribute}]`, locale: lang, text: value, title: false })
        }
        const meta = attributes.property ?? attributes.name
        if (name === 'meta' && meta && attributes.content && (META_TEXT.has(meta) || META_TITLE.has(meta)))
          texts.push({
            where: `${where} meta[${meta}]`,
            locale: lang,
            text: attributes.content,
            title: META_TITLE.has(meta),
          })
      },
      ontext(text) {
        const { prose, lang, name } = current()
        if (!prose) return
        if (run === '') [runLang, runTitle] = [lang, name === 'title']
        run += text
      },
      onclosetag(name) {
        if (!INLINE.has(name) && !INLINE_MORE.has(name)) flush()
        stack.pop()
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)
  flush()
  return texts
}

/** Feed elements whose text a reader meets; the titles are composed by code (a feed's title, its entries'). */
const FEED_TEXT = new Set(['description', 'summary', 'subtitle', 'content', 'content:encoded'])

/** The prose of an RSS or Atom feed: titles and summaries, and the HTML of an entry's content read as text. */
export function feedTexts(xml: string, where: string, locale: string): BuiltText[] {
  const texts: BuiltText[] = []
  let element = ''
  let text = ''
  const parser = new Parser(
    {
      onopentag(name) {
        element = name
        text = ''
      },
      ontext(chunk) {
        text += chunk
      },
      onclosetag(name) {
        if (name === element && text.trim()) {
          if (name === 'title') texts.push({ where: `${where} <title>`, locale, text, title: true })
          // A summary or content is HTML in every feed format (plain text is HTML too): read once, as a page is.
          else if (FEED_TEXT.has(name)) texts.push(...htmlTexts(text, `${where} <${name}>`, locale))
        }
        element = ''
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  parser.end(xml)
  return texts
}

/** The prose of a JSON Feed (https://jsonfeed.org/version/1.1): its title and description, each item's text. */
export function jsonFeedTexts(json: string, where: string, locale: string): BuiltText[] {
  const feed = JSON.parse(json) as { title?: string; description?: string; items?: Record<string, unknown>[] }
  const texts: BuiltText[] = []
  if (feed.title) texts.push({ where: `${where} title`, locale, text: feed.title, title: true })
  if (feed.description) texts.push({ where: `${where} description`, locale, text: feed.description, title: false })
  for (const item of feed.items ?? []) {
    if (typeof item.title === 'string')
      texts.push({ where: `${where} items.title`, locale, text: item.title, title: true })
    for (const field of ['summary', 'content_text'] as const)
      if (typeof item[field] === 'string')
        texts.push({ where: `${where} items.${field}`, locale, text: item[field], title: false })
    if (typeof item.content_html === 'string')
      texts.push(...htmlTexts(item.content_html, `${where} items.content_html`, locale))
  }
  return texts
}

/** The prose of a Markdown copy or llms.txt, line by line: without code, link targets and autolinks. */
export function markdownTexts(markdown: string, where: string, locale: string): BuiltText[] {
  const texts: BuiltText[] = []
  let fenced = false
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    if (fenced || /^\s*(```|~~~)/.test(line)) return
    const text = line
      .replace(/`[^`]*`/g, '')
      // Emphasis marks are syntax: "。** 次" is a space after "。" (a literal one left on a page is another check's).
      .replace(/\*\*|__/g, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/<[a-z]+:[^>\s]*>/gi, '')
      .replace(/https?:\/\/\S+/g, '')
    if (text.trim()) texts.push({ where: `${where}:${index + 1}`, locale, text, title: false })
  })
  return texts
}

/** Folders of the built site that hold no reader's text: scripts, styles, cards, the editor, the search index. */
const SKIPPED = new RegExp(`^(?:assets|og|admin|fonts|pagefind|${SEARCH_INDEX_DIR})/`)

/** Every reader's text of the built site at `root`, each with the language it is read in (from its folder). */
export function builtSiteTexts(root: string): BuiltText[] {
  const texts: BuiltText[] = []
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map(file => file.split(path.sep).join('/'))
  for (const file of files.sort()) {
    if (SKIPPED.test(file) || !fs.statSync(path.join(root, file)).isFile()) continue
    const first = file.split('/')[0]!
    const locale = (LOCALES as readonly string[]).includes(first) ? first : DEFAULT_LOCALE
    const read = () => fs.readFileSync(path.join(root, file), 'utf8')
    if (file.endsWith('.html')) texts.push(...htmlTexts(read(), file, locale))
    else if (file.endsWith('.md') || /(^|\/)llms(-full)?\.txt$/.test(file))
      texts.push(...markdownTexts(read(), file, locale))
    else if (file.endsWith('.xml') && !/sitemap/.test(file)) texts.push(...feedTexts(read(), file, locale))
    else if (file.endsWith('.json')) {
      const text = read()
      if (text.includes('https://jsonfeed.org/version/')) texts.push(...jsonFeedTexts(text, file, locale))
    }
  }
  return texts
}

/** The slips of the built site at `root` (or of its `texts`), each `where: "excerpt" — rule: fix`. */
export function builtSiteSlips(root: string, texts: readonly BuiltText[] = builtSiteTexts(root)): string[] {
  return texts.flatMap(({ where, locale, text, title }) =>
    typographySlips(text, locale, { title }).map(slip => `${where}: "${slip.excerpt}" — ${slip.rule}: ${slip.fix}`),
  )
}
