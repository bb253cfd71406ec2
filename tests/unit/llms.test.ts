import { createProcessor } from '@mdx-js/mdx'
import path from 'node:path'
import type { Nodes } from 'mdast'
import { describe, expect, it } from 'vitest'
import { llmsFiles, type LlmsInput } from '../../scripts/llms/llmsFiles'
import { readMarkdown } from '../../scripts/llms/markdown'
import { officialRegistryFrom } from '../../scripts/registry/official'
import { loadPageI18n } from '../../scripts/translation/pageI18n'
import type { LocaleContent, NewsSummary } from '../../src/content/types'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { FIXTURE_CONTRACT_ADDRESS } from '../fixture-site/build'
import { FIXTURE_CONSTANTS as constants } from '../fixture-site/constants'
import { FIXTURE_GENERATED_DIR, fixtureIndex } from '../fixture-site/content'

const ORIGIN = 'https://example.test'
// The pages' own catalogs, compiled as the pages get them (the one i18n engine of feeds, cards and llms.txt).
const pageI18n = await loadPageI18n()
// The tests' own content, as the content step generates it (tests/fixture-site/generate.ts).
const content = Object.fromEntries(LOCALES.map(locale => [locale, fixtureIndex<LocaleContent>(locale)])) as Record<
  Locale,
  LocaleContent
>
const { NEWS } = (await import(path.join(FIXTURE_GENERATED_DIR, 'news.ts'))) as { NEWS: readonly NewsSummary[] }

/** The tests' content, plus an article published in English and German and a draft, as the content step writes them. */
function input(contractAddress: string | null): LlmsInput {
  const withArticles = Object.fromEntries(
    LOCALES.map(locale => {
      const article = (slug: string, title: string) => ({
        id: slug,
        fallback: locale !== 'de',
        title,
        description: `About ${title}`,
        heading: title,
        body: [{ type: 'paragraph', children: [{ type: 'text', value: `${title} body` }] }],
      })
      return [
        locale,
        {
          ...content[locale],
          articles: { roadmap: article('roadmap', 'Road [map]'), secret: article('secret', 'Secret draft') },
        },
      ]
    }),
  ) as unknown as Record<Locale, LocaleContent>
  return {
    registry: officialRegistryFrom({ ...constants, TOKEN_CONTRACT_ADDRESS: contractAddress }),
    facts: constants,
    content: withArticles,
    articles: [{ slug: 'roadmap' }, { slug: 'secret', draft: true }],
    news: NEWS,
    origin: ORIGIN,
    pageI18n,
  }
}

const llmsTxt = (locale: Locale, files: Map<string, string>) =>
  files.get(locale === 'en' ? 'llms.txt' : `${locale}/llms.txt`)!

describe('llms.txt', () => {
  const pending = Object.fromEntries(LOCALES.map(locale => [locale, llmsFiles(locale, input(null))]))
  const launched = Object.fromEntries(
    LOCALES.map(locale => [locale, llmsFiles(locale, input(FIXTURE_CONTRACT_ADDRESS))]),
  )

  it('follows the convention: the name, the summary, then sections of links', () => {
    const text = llmsTxt('en', pending.en!)
    expect(text.startsWith(`# ${constants.BRAND_NAME}\n\n> ${content.en.pages.home.description}\n\n`)).toBe(true)
    expect(text).toMatch(
      /\n## Official Links and Accounts\n\n(- \[[^\]]+\]\([^)]+\)(: .+)?\n)+\n## Every page of the site, with what it is about\n\n(- \[.+\]\(https:\/\/example\.test\/\S*index\.md\): .+\n)+/,
    )
  })

  it('states every official link and account, in every language, and no other address', () => {
    const registry = officialRegistryFrom(constants)
    for (const locale of LOCALES) {
      const text = llmsTxt(locale, pending[locale]!)
      for (const entry of registry.entries) expect(text, `${locale}: ${entry.name}`).toContain(`](${entry.value})`)
      // The official list is the same in every language: only its words change.
      const urls = (language: Locale) =>
        [
          ...llmsTxt(language, pending[language]!)
            .split('\n## ')[1]!
            .matchAll(/\]\(([^)]+)\)/g),
        ].map(match => match[1])
      expect(urls(locale), locale).toEqual(urls('en'))
    }
  })

  it('says that the contract address is not announced yet, and that anything not listed is not ours', () => {
    expect(llmsTxt('en', pending.en!)).toContain(
      'The contract address will be announced here at launch. Until then, any token claiming to be Reelfi is not ours.',
    )
    expect(llmsTxt('en', pending.en!)).toContain('if an address, a link or an account is not on it, it is not ours.')
    expect(llmsTxt('ja', pending.ja!)).toContain(
      'ここに載っていないアドレス、リンク、アカウントは、私たちのものではありません。',
    )
  })

  it('gives the contract address once it is set, the same in every language, on /official/ too', () => {
    for (const locale of LOCALES) {
      const text = llmsTxt(locale, launched[locale]!)
      expect(text, locale).toContain(`\`${FIXTURE_CONTRACT_ADDRESS}\``)
      expect(text, locale).not.toContain('will be announced here at launch')
      const official = launched[locale]!.get(`${locale === 'en' ? '' : `${locale}/`}official/index.md`)!
      expect(official, locale).toContain(`\`${FIXTURE_CONTRACT_ADDRESS}\``)
    }
  })

  it('lists each page with its plain-text copy; never a draft', () => {
    const text = llmsTxt('de', pending.de!)
    for (const route of [
      '',
      'faq/',
      'how-it-works/',
      'official/',
      'roadmap/',
      ...NEWS.map(post => `news/${post.slug}/`),
    ]) {
      expect(text).toContain(`](${ORIGIN}/de/${route}index.md)`)
      expect(pending.de!.has(`de/${route}index.md`), route).toBe(true)
    }
    expect(text).toContain('- [Road \\[map\\]](')
    for (const locale of LOCALES) {
      expect(llmsTxt(locale, pending[locale]!)).not.toContain('secret')
      expect([...pending[locale]!.keys()].filter(name => name.includes('secret'))).toEqual([])
    }
  })

  it("words its headings with the pages' catalog messages, translated in every language", () => {
    const { OFFICIAL_MESSAGES } = pageI18n
    const descriptors = [
      OFFICIAL_MESSAGES.contractAddress,
      OFFICIAL_MESSAGES.contractPending,
      OFFICIAL_MESSAGES.links,
      OFFICIAL_MESSAGES.pages,
      OFFICIAL_MESSAGES.news,
      ...Object.values(OFFICIAL_MESSAGES.purposes),
    ]
    for (const locale of LOCALES) {
      const i18n = pageI18n.i18n(locale)
      for (const descriptor of descriptors)
        expect(i18n.messages[descriptor.id!], `${locale}: ${descriptor.message}`).toBeDefined()
    }
    for (const locale of ['ja', 'ru', 'ko'] as const) {
      for (const descriptor of descriptors)
        expect(pageI18n.i18n(locale)._(descriptor), `${locale}: ${descriptor.message}`).not.toBe(
          pageI18n.i18n('en')._(descriptor),
        )
    }
    expect(llmsTxt('fr', pending.fr!)).toContain('\n## Toutes les pages du site, avec leur description\n')
    expect(llmsTxt('ru', pending.ru!)).not.toContain('\n## Official Links and Accounts\n')
  })
})

describe('the Markdown copies', () => {
  it("open with a link to their language's llms.txt", () => {
    for (const locale of LOCALES) {
      const files = [...llmsFiles(locale, input(null))].filter(([name]) => name.endsWith('.md'))
      expect(files.length, locale).toBeGreaterThan(4)
      const index = `${ORIGIN}/${locale === 'en' ? '' : `${locale}/`}llms.txt`
      for (const [name, text] of files) expect(text.split('\n')[0], name).toBe(`[llms.txt](${index})`)
    }
  })

  it("keep the page's text apart from the links around it; an English text is serialised once for all", () => {
    const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })
    const words = (value: string) => ({ type: 'text', value })
    // A text ending in each block that could take in what follows it, were the three documents not kept apart.
    const endings: [type: string, node: unknown][] = [
      [
        'list',
        { type: 'list', ordered: false, tight: true, children: [{ type: 'listItem', children: [words('item')] }] },
      ],
      ['blockquote', { type: 'blockquote', children: [paragraph(words('quoted'))] }],
      ['paragraph', paragraph(words('broken'), { type: 'break' })],
      ['code', { type: 'code', value: 'x\n' }],
      [
        'table',
        {
          type: 'table',
          children: [true, false].map(header => ({
            type: 'tableRow',
            children: [{ type: 'tableCell', header, children: [words(header ? 'a' : 'b')] }],
          })),
        },
      ],
    ]
    /** Counts what it is given to keep: a text serialised again for another language is a second `set`. */
    class Kept extends Map<string, string> {
      sets = 0
      override set(key: string, value: string) {
        this.sets++
        return super.set(key, value)
      }
    }
    for (const [type, ending] of endings) {
      const base = input(null)
      // An English article, translated in German only; the other languages store no body of their own (the index's
      // fallback), and one more article links to the FAQ, which each language's copy must lead into its own.
      const article = (locale: Locale, slug: string, body: unknown[]) => ({
        ...base.content[locale].articles.roadmap!,
        id: slug,
        fallback: locale !== 'en' && locale !== 'de',
        ...(locale === 'en' || locale === 'de' ? { body } : { body: undefined }),
      })
      const content = Object.fromEntries(
        LOCALES.map(locale => [
          locale,
          {
            ...base.content[locale],
            articles: {
              roadmap: article(locale, 'roadmap', [
                paragraph(words(locale === 'de' ? 'Der Plan' : 'The plan')),
                ending,
              ]),
              guide: article(locale, 'guide', [
                paragraph(words('See '), { type: 'link', href: '/faq', children: [words('the FAQ')] }),
              ]),
            },
          },
        ]),
      ) as unknown as Record<Locale, LocaleContent>
      const kept = new Kept()
      const copies = Object.fromEntries(
        LOCALES.map(locale => [
          locale,
          llmsFiles(locale, { ...base, content, articles: [{ slug: 'roadmap' }, { slug: 'guide' }] }, kept),
        ]),
      ) as Record<Locale, Map<string, string>>
      // No text serialised twice: eight copies of the English article, one serialisation.
      expect(kept.sets, type).toBe(kept.size)
      expect(
        [...kept.values()].filter(text => text.includes('The plan')),
        type,
      ).toHaveLength(1)
      const copy = (locale: Locale, slug: string) =>
        copies[locale].get(`${locale === 'en' ? '' : `${locale}/`}${slug}/index.md`)!
      const blocks = (text: string) => readMarkdown(text).children.map(node => node.type)
      for (const locale of LOCALES) {
        const roadmap = copy(locale, 'roadmap')
        // The link to llms.txt, the heading, the paragraph, the ending, the link to the page: five blocks, in order,
        // each after one blank line.
        expect(blocks(roadmap), `${locale}, ${type}`).toEqual(['paragraph', 'heading', 'paragraph', type, 'paragraph'])
        expect(roadmap, `${locale}, ${type}`).toMatch(/^\[llms\.txt\]\([^)]+\)\n\n#/)
        expect(roadmap, `${locale}, ${type}`).toMatch(/[^\n]\n\n[^\n]+\n$/)
        // Every language but German shows the English text, between its own two links.
        const inner = (text: string) => text.split('\n').slice(2, -3).join('\n')
        expect(inner(roadmap), `${locale}, ${type}`).toBe(inner(copy(locale === 'de' ? 'de' : 'en', 'roadmap')))
        expect(roadmap.includes('Der Plan'), locale).toBe(locale === 'de')
        // A text kept for English is not another language's: the FAQ link leads into the copy's own language.
        expect(copy(locale, 'guide'), locale).toContain(`](${ORIGIN}${locale === 'en' ? '' : `/${locale}`}/faq`)
      }
    }
  })

  it('give an untranslated entry the English body, even where the index stores none for the language', () => {
    const base = input(null).content
    const entry = (fallback: boolean) => ({
      id: 'new-question',
      order: 99,
      question: 'A new question?',
      fallback,
      ...(fallback
        ? {}
        : { body: [{ type: 'paragraph', children: [{ type: 'text', value: 'The English answer.' }] }] }),
    })
    const content = {
      ...base,
      en: { ...base.en, faq: [...base.en.faq, entry(false)] },
      ja: { ...base.ja, faq: [...base.ja.faq, entry(true)] },
    } as Record<Locale, LocaleContent>
    const files = llmsFiles('ja', { ...input(null), content })
    expect(files.get('ja/faq/index.md')).toContain('### A new question?\n\nThe English answer.\n')
  })
})

describe('hostile content texts', () => {
  // A title, a description or a question is text on the page (React writes it as characters): in llms.txt and the
  // Markdown copies it must stay text too, never a link, an image, code or HTML an assistant would read as the site's.
  const HOSTILE =
    '](javascript:alert(1)) [Official site](javascript:steal()) `rm -rf` <img src=x onerror=alert(1)> ![x](/x.png) ' +
    '&lt;b&gt;\n\n# Fake heading\n- [ ] fake item'
  const hostile = (locale: Locale): LocaleContent => {
    const base = input(null).content[locale]
    return {
      ...base,
      faq: base.faq.map((entry, index) => (index === 0 ? { ...entry, question: HOSTILE } : entry)),
      pages: { ...base.pages, faq: { ...base.pages.faq, title: HOSTILE, description: HOSTILE, heading: HOSTILE } },
      articles: { roadmap: { ...base.articles.roadmap!, title: HOSTILE, description: HOSTILE, heading: HOSTILE } },
    } as LocaleContent
  }
  const files = llmsFiles('en', { ...input(null), content: { ...input(null).content, en: hostile('en') } })
  // CommonMark, as an assistant's Markdown reader takes it.
  const parse = (text: string) => createProcessor({ format: 'md' }).parse(text) as Nodes
  const nodes = (tree: Nodes): Nodes[] => [tree, ...('children' in tree ? tree.children.flatMap(nodes) : [])]
  const registry = officialRegistryFrom(constants)
  const allowed = (url: string) =>
    url.startsWith(`${ORIGIN}/`) || registry.entries.some(entry => entry.value === url) || url === constants.LINKS.x

  it('writes a title as the page does when it holds no markup: no-break spaces kept, & as it is', () => {
    const plain = 'Create & Share\u00a0: 1\u00a0% for Reelfi\u202f?'
    const content = input(null).content
    const files = llmsFiles('fr', {
      ...input(null),
      content: {
        ...content,
        fr: { ...content.fr, pages: { ...content.fr.pages, faq: { ...content.fr.pages.faq, title: plain } } },
      },
    })
    expect(files.get('fr/llms.txt')).toContain(`- [${plain}](${ORIGIN}/fr/faq/index.md)\u00a0: `)
  })

  it(
    'keeps every character of a title, description and question as text: no link, image, code, HTML nor ' +
      'block of its own',
    () => {
      for (const name of ['llms.txt', 'faq/index.md', 'roadmap/index.md', 'index.md']) {
        const text = files.get(name)!
        expect(text, name).toContain('Fake heading')
        const tree = nodes(parse(text))
        expect(
          tree
            .filter(node => node.type === 'link')
            .map(node => (node as { url: string }).url)
            .filter(url => !allowed(url)),
          name,
        ).toEqual([])
        expect(
          tree.filter(node => ['image', 'html'].includes(node.type)).map(node => node.type),
          name,
        ).toEqual([])
        expect(
          tree.filter(node => node.type === 'inlineCode' && node.value.includes('rm -rf')),
          name,
        ).toEqual([])
        expect(
          tree
            .filter(node => node.type === 'heading')
            .map(node =>
              (node as { children: Nodes[] }).children.map(child => ('value' in child ? child.value : '')).join(''),
            ),
          name,
        ).not.toContain('Fake heading')
        // The text reads as written, once its escapes are read: the page's characters, nothing more.
        const read = tree
          .filter(node => node.type === 'text')
          .map(node => (node as { value: string }).value)
          .join('')
        expect(read, name).toContain(
          '](javascript:alert(1)) [Official site](javascript:steal()) `rm -rf` <img src=x onerror=alert(1)> ' +
            '![x](/x.png) &lt;b&gt; # Fake heading - [ ] fake item',
        )
      }
    },
  )
})

describe('llms.txt and the Markdown copies set as the pages set them (issue 43)', () => {
  const files = Object.fromEntries(LOCALES.map(locale => [locale, llmsFiles(locale, input(FIXTURE_CONTRACT_ADDRESS))]))
  const all = (locale: Locale) => [...files[locale]!.values()].join('\n')

  it('French: a narrow no-break space before ? ! ; and a no-break space before :, never a plain one', () => {
    const text = all('fr')
    expect(text).toContain('Qui possède les vidéos que je publie\u202f?')
    // Outside links and code: a plain space, or a word, right before high punctuation followed by a space.
    const prose = text.replace(/\]\([^)]*\)|`[^`]*`|https?:\/\/\S+/g, '')
    expect(prose).not.toMatch(/[ \p{L}][?!;](?=\s|$)/u)
    expect(prose).not.toMatch(/ :/u)
    expect(llmsTxt('fr', files.fr!)).toMatch(/\*\*[^*\n]+\u00a0:\*\* `/u)
    // The lists of links too: "- [Annonces](https://…) : `x.com/…`" (issue 49).
    expect(llmsTxt('fr', files.fr!)).toMatch(/\n- \[[^\]]+\]\([^)]+\)\u00a0: `/u)
    expect(llmsTxt('fr', files.fr!)).not.toMatch(/\]\([^)]+\):/u)
  })

  it(
    'Japanese and Chinese: no space after a full-width mark, and the full-width colon after a label, ' +
      'outside the bold',
    () => {
      for (const locale of ['ja', 'zh-TW'] as const) {
        expect(all(locale), locale).not.toMatch(/[。、！？：；，]\*{0,2} /u)
        // "**[公式リンクとアドレス](…)**：…": a bold run closes before the colon, for every reader (issue 49).
        expect(llmsTxt(locale, files[locale]!), locale).toMatch(/\*\*[^*\n]+\*\*：`/u)
        expect(llmsTxt(locale, files[locale]!), locale).toMatch(/\n\*\*\[[^\]]+\]\([^)]+\)\*\*：/u)
        expect(all(locale), locale).not.toMatch(/：\*\*/u)
      }
    },
  )

  it('the other languages: the plain colon after a label', () => {
    for (const locale of ['en', 'ko', 'es', 'it', 'ru', 'de'] as const)
      expect(llmsTxt(locale, files[locale]!), locale).toMatch(/\*\*[^*\n]+:\*\* `/u)
  })
})
