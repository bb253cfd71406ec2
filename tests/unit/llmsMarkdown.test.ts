import type { Nodes, Root } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { gfmFromMarkdown } from 'mdast-util-gfm'
import { toString } from 'mdast-util-to-string'
import { gfm } from 'micromark-extension-gfm'
import { describe, expect, it } from 'vitest'
import { bodyTree, readMarkdown, serialize } from '../../scripts/llms/markdown'
import { cjkFriendlyExtension } from 'micromark-extension-cjk-friendly'
import { gfmStrikethroughCjkFriendly } from 'micromark-extension-cjk-friendly-gfm-strikethrough'
import { CONSTANTS } from '../../src/content/constants'
import type { BodyNode } from '../../src/content/schema'
import type { Locale } from '../../src/i18n/locales'

const ORIGIN = 'https://example.test'
const LINKS = { x: 'https://x.com/example', telegram: 'https://t.me/example' }
const facts = { BRAND_NAME: 'Reelfi', CONSTANTS, LINKS, contractAddress: 'Soon.' }
const context = (locale: Locale = 'en', fallback = false) => ({
  locale,
  fallback,
  origin: ORIGIN,
  pageUrl: `${ORIGIN}/x`,
  facts,
})
const tree = (nodes: BodyNode[], locale?: Locale, fallback?: boolean): Root => ({
  type: 'root',
  children: bodyTree(nodes, context(locale, fallback)),
})
const render = (nodes: BodyNode[], locale?: Locale, fallback?: boolean) =>
  serialize(tree(nodes, locale, fallback)).trimEnd()

/** CommonMark with GFM, as an assistant's Markdown reader takes it. */
const readGfm = (markdown: string) =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] })
/** The same with CJK-friendly emphasis, as the content step reads Markdown (scripts/content/readSource.ts). */
const readCjk = (markdown: string) =>
  fromMarkdown(markdown, {
    extensions: [gfm(), cjkFriendlyExtension(), gfmStrikethroughCjkFriendly()],
    mdastExtensions: [gfmFromMarkdown()],
  })
const READERS = { 'CommonMark + GFM': readGfm, 'CommonMark + GFM, CJK-friendly': readCjk }

const nodesOf = (node: Nodes): Nodes[] => [node, ...('children' in node ? node.children.flatMap(nodesOf) : [])]
/** Every kind of node that does something besides showing text: what no text may turn into. */
const STRUCTURE = [
  'heading',
  'link',
  'image',
  'html',
  'code',
  'list',
  'blockquote',
  'table',
  'thematicBreak',
  'definition',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'footnoteDefinition',
] as const
const structure = (root: Root) =>
  Object.fromEntries(STRUCTURE.map(type => [type, nodesOf(root).filter(node => node.type === type).length]))
/** What a reader reads: the text and code (white space aside: a line break in a table cell is a space there). */
const words = (root: Root) =>
  nodesOf(root)
    .flatMap(node => (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code' ? [node.value] : []))
    .join('')
    .replace(/\s+/g, '')

const text = (value: string): BodyNode => ({ type: 'text', value })
const paragraph = (...children: BodyNode[]): BodyNode => ({ type: 'paragraph', children })
const cell = (...children: BodyNode[]): BodyNode => ({ type: 'tableCell', header: false, children })
const row = (...cells: BodyNode[]): BodyNode => ({ type: 'tableRow', children: cells })

/** What a translator may type that a Markdown reader would take for markup. */
const HOSTILE_TEXTS = [
  '&#32;## heading',
  '&colon; &amp; &lt;div&gt; &#x5B;a&#x5D;(https://evil.test)',
  '<div>raw block</div>',
  '<a href="https://evil.test">click</a>',
  '<!-- comment --> <https://evil.test> www.evil.test https://evil.test mail@evil.test',
  // A name longer than an address has: the part of it shown as code must still take the @ and the link with it.
  `${'n'.repeat(90)}@evil.test and ${'a.'.repeat(2_000)}`,
  '[link](https://evil.test) ![image](https://evil.test/x.png) [ref][ref] [^1]',
  '\n\n[ref]: https://evil.test\n\n[^1]: note',
  '\n\n# Fake heading\n\nFake setext\n===\n- item\n1. item\n> quote\n***\n    indented code\n```js\ncode\n```',
  '| a | b |\n| - | - |\n| c | d |',
  '*emphasis* **strong** __strong__ ~~gone~~ \\',
]
const CODE_SPANS = [
  'a\n\n<div>x',
  'b\n# heading',
  'c\r\n<a href="https://evil.test">d</a>',
  'e\n\n```\nf',
  '`` ` ``',
  ' padded ',
  'g | h',
]

describe('the Markdown copies are written by mdast-util-to-markdown from a tree', () => {
  const hostile: BodyNode[] = [
    ...HOSTILE_TEXTS.flatMap(value => [
      paragraph(text(value)),
      paragraph(text('before '), text(value), text(' after')),
      { type: 'heading', depth: 2, children: [text(value)] } as BodyNode,
      paragraph({ type: 'strong', children: [text(value)] }),
      paragraph({ type: 'link', href: '/faq', title: value, children: [text(value)] }),
    ]),
    paragraph(...CODE_SPANS.flatMap(value => [text(' code '), { type: 'inlineCode', value } as BodyNode])),
    {
      type: 'list',
      ordered: false,
      tight: true,
      children: HOSTILE_TEXTS.map(value => ({ type: 'listItem', children: [paragraph(text(value))] })),
    },
    { type: 'blockquote', children: HOSTILE_TEXTS.map(value => paragraph(text(value))) },
    {
      type: 'table',
      children: [
        row(cell(text('a | b')), cell({ type: 'inlineCode', value: 'c | d' })),
        ...HOSTILE_TEXTS.map(value => row(cell(text(value)), cell(text('x'), { type: 'break' }, text(value)))),
        ...CODE_SPANS.map(value => row(cell({ type: 'inlineCode', value }), cell(text('y')))),
      ],
    },
    { type: 'code', lang: 'js', value: '```\n~~~\n# not a heading\n<div>' },
    {
      type: 'image',
      file: 'x.png',
      alt: HOSTILE_TEXTS.join(' '),
      caption: 'a "quoted" caption',
      asset: { src: '/assets/x.png' },
    } as unknown as BodyNode,
  ]

  it('gives a hostile text no heading, link, image, HTML, code or block the tree did not have, for any reader', () => {
    const input = tree(hostile)
    const markdown = serialize(input)
    for (const [name, read] of Object.entries(READERS)) {
      const output = read(markdown)
      expect(structure(output), name).toEqual(structure(input))
      expect(words(output), name).toBe(words(input))
      // An address in text is shown as code: GFM readers would make a link of it, escapes or not.
      const codeSpans = (root: Root) => nodesOf(root).flatMap(node => (node.type === 'inlineCode' ? [node.value] : []))
      const added = codeSpans(output).filter(value => !codeSpans(input).includes(value))
      expect(added.length, name).toBeGreaterThan(0)
      expect(
        added.filter(value => !/^(?:https?:\/\/|www\.)|@/.test(value)),
        name,
      ).toEqual([])
    }
  })

  it('keeps a line break in a code span from opening an HTML block or a heading', () => {
    for (const value of CODE_SPANS) {
      const input = tree([paragraph(text('see '), { type: 'inlineCode', value })])
      const output = readGfm(serialize(input))
      expect(structure(output), JSON.stringify(value)).toEqual(structure(input))
      expect(output.children.map(node => node.type)).toEqual(['paragraph'])
    }
  })

  it('writes a table cell holding blocks or deep nesting as text, without running out of stack', () => {
    let deep: BodyNode = text('deep')
    for (let depth = 0; depth < 300; depth++) deep = { type: depth % 2 ? 'strong' : 'emphasis', children: [deep] }
    const nested: BodyNode = {
      type: 'list',
      ordered: false,
      tight: true,
      children: [{ type: 'listItem', children: [paragraph(text('item'))] }],
    }
    const input = tree([
      { type: 'table', children: [row(cell(text('head')), cell(text('more'))), row(cell(deep), cell(nested))] },
    ])
    const output = readGfm(serialize(input))
    expect(structure(output)).toEqual(structure(input))
    expect(nodesOf(output).filter(node => node.type === 'strong' || node.type === 'emphasis').length).toBe(4)
    expect(toString(output)).toContain('deep')
    expect(toString(output)).toContain('item')
  })
})

describe('the Markdown copy of a page', () => {
  it("formats figures for the page's language, and the English way in an English text standing in", () => {
    const gate: BodyNode = { type: 'Constant', name: 'presaleGateUsd' }
    expect(render([paragraph(gate)], 'en')).toBe('$24,000')
    expect(render([paragraph(gate)], 'de')).toMatch(/^24\.000/)
    expect(render([paragraph(gate)], 'de', true)).toBe('$24,000')
  })

  it("keeps site links in the page's language, absolute; external links as the constants give them", () => {
    const output = readGfm(
      render(
        [
          paragraph(
            { type: 'link', href: '/faq', children: [text('FAQ')] },
            text(' and '),
            { type: 'ExternalLink', name: 'x', children: [text('X')] },
            text(' and '),
            { type: 'link', href: '#top', children: [text('top')] },
          ),
        ],
        'ja',
      ),
    )
    expect(nodesOf(output).flatMap(node => (node.type === 'link' ? [[node.url, toString(node)]] : []))).toEqual([
      [`${ORIGIN}/ja/faq`, 'FAQ'],
      [LINKS.x, 'X'],
      [`${ORIGIN}/x#top`, 'top'],
    ])
  })

  it('writes the emphasis of Japanese and Chinese so that every reader closes it, CJK-friendly or not', () => {
    const rule = (locale: Locale, bold: string, after: string) => {
      const markdown = render([paragraph({ type: 'strong', children: [text(bold)] }, text(after))], locale)
      // `**…。**次` is literal asterisks to plain CommonMark: the character after the bold is written as a reference.
      expect(markdown).not.toContain(`**${after}`)
      for (const [name, read] of [...Object.entries(READERS), ['readMarkdown', readMarkdown] as const]) {
        const output = read(markdown)
        const [strong] = nodesOf(output).filter(node => node.type === 'strong')
        expect(strong && toString(strong), name).toBe(bold)
        expect(toString(output), name).toBe(`${bold}${after}`)
      }
    }
    rule('ja', 'こちらから先に連絡することはありません。', 'チームのメンバーが')
    rule('zh-TW', '我們絕不會主動聯繫你。', '團隊成員')
  })

  it('writes lists, tables, quotes and code as Markdown', () => {
    const item = (...children: BodyNode[]): BodyNode => ({ type: 'listItem', children: [paragraph(...children)] })
    expect(
      render([
        {
          type: 'list',
          ordered: true,
          tight: true,
          children: [item({ type: 'strong', children: [text('One.')] }, text(' First')), item(text('Two'))],
        },
      ]),
    ).toBe('1. **One.** First\n2. Two')
    const table = render([
      {
        type: 'table',
        children: [
          row(
            { type: 'tableCell', header: true, children: [text('Share')] },
            { type: 'tableCell', header: true, align: 'right', children: [text('Goes to')] },
          ),
          row(cell(text('60%')), cell(text('Viewers'))),
        ],
      },
    ])
    const [read] = readGfm(table).children
    expect(read?.type === 'table' && read.align).toEqual([null, 'right'])
    expect(read && toString(read)).toBe('ShareGoes to60%Viewers')
    expect(render([{ type: 'blockquote', children: [paragraph(text('a')), paragraph(text('b'))] }])).toBe('> a\n>\n> b')
    expect(render([{ type: 'code', value: 'x ``` y', lang: 'ts' }])).toBe('````ts\nx ``` y\n````')
  })
})
