import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Nodes } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { afterEach, describe, expect, it } from 'vitest'
import { literalDelimiters, readFiles } from '../../scripts/build/emphasisCheck'
import { readSource } from '../../scripts/content/readSource'

const BOLD = 'こちらから先に連絡することはありません。'
const AFTER = 'チームのメンバーが、どのアプリであれ、あなたにDMを送ることはありません。'
const RULE = `**${BOLD}**${AFTER}`
/** The rule as the Markdown copies write it: the character after the bold as a reference, so every reader closes it. */
const COPY_RULE = `**${BOLD}**&#x${AFTER.codePointAt(0)!.toString(16).toUpperCase()};${AFTER.slice(1)}`
const RULES_FILE = `---\ntitle: 私たちが必ず守るルール\n---\n\n- ${RULE}\n- 二つ目のルール。\n`

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A project with the Japanese rule in its content, and a built site whose files are `files` (path → text). */
function project(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-emphasis-'))
  dirs.push(root)
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  write('content/ja/sections/official-rules.mdx', RULES_FILE)
  write('content/en/sections/official-rules.mdx', '---\ntitle: Rules\n---\n\n- **We never write first.** The team…\n')
  write('locales/ja/messages.po', 'msgid "News"\nmsgstr "ニュース"\n')
  for (const [file, text] of Object.entries(files)) write(`site/${file}`, text)
  return { site: path.join(root, 'site'), root }
}

const page = (body: string, head = '') =>
  `<!doctype html><html lang="ja"><head><title>公式</title>${head}</head><body><main>${body}</main></body></html>`
const rss = (description: string) =>
  `<?xml version="1.0"?><rss ` +
  `version="2.0"><channel><title>ニュース</title><item><title>注意</title>` +
  `<description><![CDATA[${description}]]></description></item></channel></rss>`
const jsonFeed = (html: string) =>
  JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items: [{ title: '注意', content_html: html }] })

/** The built files as the pages render the rule: bold, with no asterisk a reader sees. */
const RENDERED = {
  'ja/official/index.html': page(
    `<ul><li><strong>${BOLD}</strong>${AFTER}</li></ul><p>Markdown: <code>**bold**</code></p>`,
    '<meta property="og:image:alt" content="Reelfi：公式リンク">',
  ),
  'ja/news/rss.xml': rss(`<p><strong>${BOLD}</strong>${AFTER}</p>`),
  'ja/news/feed.json': jsonFeed(`<p><strong>${BOLD}</strong>${AFTER}</p>`),
  'ja/official/index.md': `# 公式\n\n- ${COPY_RULE}\n\n\`**code**\`\n`,
  'ja/llms.txt': `# Reelfi\n\n- ${COPY_RULE}\n`,
  'index.html': page('<p><strong>We never write first.</strong> The team…</p>'),
}

describe('the emphasis check of the built site', () => {
  it('passes a site whose bold reads as bold everywhere, and leaves code alone', async () => {
    const { site, root } = project(RENDERED)
    expect(await literalDelimiters(site, root)).toEqual([])
  })

  it.each([
    ['a page', 'ja/official/index.html', page(`<ul><li>${RULE}</li></ul>`)],
    ['an RSS feed', 'ja/news/rss.xml', rss(`<p>${RULE}</p>`)],
    ['a JSON Feed', 'ja/news/feed.json', jsonFeed(`<p>${RULE}</p>`)],
    ['a Markdown copy', 'ja/official/index.md', `# 公式\n\n- \\*\\*${BOLD}\\*\\*${AFTER}\n`],
    ['llms.txt', 'ja/llms.txt', `# Reelfi\n\n- \\*\\*${BOLD}\\*\\*${AFTER}\n`],
    ['a Markdown copy only a CJK-friendly reader closes', 'ja/official/index.md', `# 公式\n\n- ${RULE}\n`],
  ])('fails on a literal ** in %s, naming the file and the content file behind it', async (_, file, text) => {
    const { site, root } = project({ ...RENDERED, [file]: text })
    const problems = await literalDelimiters(site, root)
    expect(problems).toHaveLength(1)
    // The fix it offers is one it accepts: escaped asterisks still show ** and are refused, a code span is not.
    expect(problems[0]).toContain('show the characters as code (`**`)')
    expect(problems[0]).toMatch(
      new RegExp(
        `^${file}: ".*\\*\\*${BOLD.slice(0, 6)}.*" shows a literal \\*\\* — content/ja/sections/official-rules.mdx:5: `,
      ),
    )
  })

  // The check skips a Markdown copy with no `*`, `_` or `&` unparsed (emphasisCheck.ts): each of these spells a
  // delimiter with at most one of them typed, and must still be caught.
  it.each([
    ['named references', `&ast;&ast;${BOLD}&ast;&ast;${AFTER}`, '**'],
    ['numeric references', `&#42;&#x2A;${BOLD}&#42;&#x2a;${AFTER}`, '**'],
    ['a reference before an asterisk', `&#42;*${BOLD}&#42;*${AFTER}`, '**'],
    ['an escape beside a reference', `\\*&ast;${BOLD}\\*&ast;${AFTER}`, '**'],
    ['underscores as references', `&lowbar;&UnderBar;${BOLD}&#95;&#x5F;${AFTER}`, '__'],
    ['an image whose alt text joins two asterisks around an empty link', `![*[](x)*${BOLD}](x.png)`, '**'],
  ])('fails on a ** or __ spelled with %s in a Markdown copy', async (_, rule, delimiter) => {
    const { site, root } = project({ ...RENDERED, 'ja/official/index.md': `# 公式\n\n- ${rule}\n` })
    const problems = await literalDelimiters(site, root)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^ja\/official\/index\.md: ".*" shows a literal /)
    expect(problems[0]).toContain(`shows a literal ${delimiter} — `)
  })

  // The build reads the pages once Vike has written them, and every other file at its end.
  it('reads only the files it is given: the pages and the rest, read apart, find what one read finds', async () => {
    const { site, root } = project({ ...RENDERED, 'ja/official/index.html': page(`<ul><li>${RULE}</li></ul>`) })
    const pages = readFiles(site).filter(file => file.endsWith('.html'))
    expect(pages).toEqual(['index.html', 'ja/official/index.html'])
    const rest = readFiles(site).filter(file => !pages.includes(file))
    expect(rest).toEqual(['ja/llms.txt', 'ja/news/feed.json', 'ja/news/rss.xml', 'ja/official/index.md'])
    expect(await literalDelimiters(site, root, pages)).toEqual(await literalDelimiters(site, root))
    expect(await literalDelimiters(site, root, pages)).toHaveLength(1)
    expect(await literalDelimiters(site, root, ['index.html'])).toEqual([])
    expect(await literalDelimiters(site, root, rest)).toEqual([])
  })

  it("fails on a literal __ in the card's alt text, and names where to look when no content file has it", async () => {
    const alt = '<meta property="og:image:alt" content="Reelfi：__公式__リンク">'
    const { site, root } = project({ ...RENDERED, 'ja/official/index.html': page('<p>本文</p>', alt) })
    expect(await literalDelimiters(site, root)).toEqual([
      expect.stringMatching(
        /^ja\/official\/index\.html: ".*__公式__リンク.*" shows a literal __ — search content\/ja\//,
      ),
    ])
  })
})

// The check skips parsing a page whose source can hold no delimiter (emphasisCheck.ts, mayHoldDelimiter). Every pair
// of the ways to spell `*`, `_` and other characters as a reader decodes them, and every `*` or `_` on either side of
// markup, is tried in each place the check reads; a page must be refused exactly when the characters decoded hold
// `**` or `__`.
describe('the shortcut that spares parsing a page', () => {
  type Piece = readonly [source: string, decoded: string]
  const TYPED: Piece[] = [
    ['*', '*'],
    ['_', '_'],
    ['a', 'a'],
    [' ', ' '],
  ]
  const REFERENCES: Piece[] = [
    ['&ast;', '*'],
    ['&midast;', '*'],
    ['&#42;', '*'],
    ['&#x2A;', '*'],
    ['&#x002a;', '*'],
    ['&#42 ', '* '],
    ['&#x2A ', '* '],
    ['&lowbar;', '_'],
    ['&UnderBar;', '_'],
    ['&#0095;', '_'],
    ['&#X5f;', '_'],
    ['&amp;', '&'],
    ['&#x27;', "'"],
  ]
  const ESCAPES: Piece[] = [
    ['\\u002a', '*'],
    ['\\u005F', '_'],
    ['\\u0061', 'a'],
  ]
  const IN_HTML_ESCAPES: Piece[] = [
    ['\\u0026#42;', '*'],
    ['&\\u002395;', '_'],
    ['\\u0026ast;', '*'],
  ]
  /** Markup in a text read as HTML: an element parts the text, an end tag that closes nothing is dropped. */
  const MARKUP: Piece[] = [
    ['<b></b>', '|'],
    ['</span>', ''],
    ['<code>**</code>', '|'],
  ]
  /** The same characters where they are an attribute's or a JSON string's text. */
  const AS_TEXT: Piece[] = [['</span>', '</span>']]
  /** Where a page holds the text, and the ways to spell a character there. */
  const PLACES: [(text: string) => string, Piece[]][] = [
    [text => page(`<p>${text}</p>`), [...TYPED, ...REFERENCES, ...MARKUP]],
    [text => page(`<img src="x.png" alt="${text}">`), [...TYPED, ...REFERENCES, ...AS_TEXT]],
    [text => page('', `<meta name="description" content="${text}">`), [...TYPED, ...REFERENCES, ...AS_TEXT]],
    [
      text => page('', `<script type="application/ld+json">{"name":"${text}"}</script>`),
      [...TYPED, ...ESCAPES, ...AS_TEXT],
    ],
    [
      text => page('', `<script type="application/ld+json">{"articleBody_html":"${text}"}</script>`),
      [...TYPED, ...REFERENCES, ...ESCAPES, ...IN_HTML_ESCAPES, ...MARKUP],
    ],
  ]

  it('refuses a page exactly when its decoded text holds a delimiter, however it is spelled', async () => {
    const files: Record<string, string> = {}
    const refused: string[] = []
    const add = (place: (text: string) => string, chosen: Piece[]) => {
      const file = `p${Object.keys(files).length}/index.html`
      files[file] = place(chosen.map(([source]) => source).join(''))
      if (/\*\*|__/.test(chosen.map(([, decoded]) => decoded).join(''))) refused.push(file)
    }
    for (const [place, pieces] of PLACES) {
      const marks = pieces.filter(([, decoded]) => /^[*_]/.test(decoded))
      const between = pieces.filter(piece => MARKUP.includes(piece) || AS_TEXT.includes(piece))
      for (const first of pieces) for (const second of pieces) add(place, [first, second])
      for (const first of marks)
        for (const middle of between) for (const last of marks) add(place, [first, middle, last])
    }
    const { site, root } = project(files)
    const found = (await literalDelimiters(site, root)).map(problem => problem.slice(0, problem.indexOf(':')))
    expect(found.sort()).toEqual(refused.sort())
    // Both kinds are there in number, or the comparison proves little.
    expect(refused.length).toBeGreaterThan(500)
    expect(Object.keys(files).length - refused.length).toBeGreaterThan(500)
  })
})

describe('the content parser', () => {
  it('closes `**…。**次` as Japanese and Chinese readers expect, as bold', () => {
    const problems: string[] = []
    const source = readSource(RULES_FILE, 'title', (line, field, message) =>
      problems.push(`${line}: ${field}: ${message}`),
    )
    expect(problems).toEqual([])
    const nodes = (node: Nodes): Nodes[] => [node, ...('children' in node ? node.children.flatMap(nodes) : [])]
    const strong = source!.body.flatMap(nodes).filter(node => node.type === 'strong')
    expect(strong.map(node => toString(node))).toEqual([BOLD])
  })
})
