import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import { afterEach, describe, expect, it } from 'vitest'
import { cachedParse, parseKey } from '../../scripts/content/parseCache'
import { isParserMessage, readSource } from '../../scripts/content/readSource'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})
const cacheDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelfi-parse-cache-'))
  dirs.push(dir)
  return dir
}
const entries = (dir: string) =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(file => file.endsWith('.json'))

const processor = createProcessor({ remarkPlugins: [remarkGfm] })
/** The content compiler's parse, counting its calls. */
function counting() {
  const parse = (text: string) => {
    parse.calls++
    return processor.parse(text) as Root
  }
  parse.calls = 0
  return parse
}

const TEXT =
  '---\ntitle: Watch\n---\n\n## Earn\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nText with <Callout tone={"x"}>{1 + ' +
  '1}</Callout>.\n'

describe('the parse cache of the content step', () => {
  it('parses a text once: the second time the tree comes from the cache, equal to the first, without ESTree', () => {
    const dir = cacheDir()
    const parse = counting()
    const first = cachedParse(TEXT, parse, dir)
    expect(parse.calls).toBe(1)
    // The entry is the one parseKey names (the text and the parser's code): the call site uses the tested key.
    const key = parseKey(TEXT)
    expect(entries(dir)).toEqual([path.join(key.slice(0, 2), `${key}.json`)])
    const second = cachedParse(TEXT, parse, dir)
    expect(parse.calls).toBe(1)
    expect(second).toEqual(first)
    expect(JSON.stringify(first)).toContain('"type":"table"')
    expect(JSON.stringify(first)).toContain('"type":"mdxJsxTextElement"')
    expect(JSON.stringify(first)).not.toContain('estree')
    // Another text is another entry.
    cachedParse(TEXT.replace('Earn', 'Earned'), parse, dir)
    expect(parse.calls).toBe(2)
    expect(entries(dir)).toHaveLength(2)
  })

  it(
    'parses again when an entry is unreadable or not a tree, and keeps no entry for a text that ' + 'does not parse',
    () => {
      const dir = cacheDir()
      const parse = counting()
      const fresh = cachedParse(TEXT, parse, dir)
      const [entry] = entries(dir)
      for (const damage of ['{"type":"root","children":[', '[]', '{"type":"paragraph"}']) {
        fs.writeFileSync(path.join(dir, entry!), damage)
        expect(cachedParse(TEXT, parse, dir)).toEqual(fresh)
      }
      expect(parse.calls).toBe(4)

      const broken = cacheDir()
      expect(() => cachedParse('---\ntitle: x\n---\n\n<Callout>\n', parse, broken)).toThrow(/closing tag/)
      expect(entries(broken)).toEqual([])
    },
  )

  it("tells the parser's message about a text (the writer's to fix) from any other failure (the tool's)", () => {
    const problems: string[] = []
    expect(
      readSource('---\ntitle: x\n---\n\n<Callout>\n', 'title', (line, field, message) =>
        problems.push(`${line}: ${field}: ${message}`),
      ),
    ).toBeUndefined()
    expect(problems).toEqual([
      expect.stringMatching(/^5: body: is not valid MDX \(Expected a closing tag for `<Callout>`/),
    ])
    const parserError = (() => {
      try {
        processor.parse('<Callout>\n')
      } catch (error) {
        return error
      }
    })()
    expect(isParserMessage(parserError)).toBe(true)
    expect(isParserMessage(Object.assign(new Error('ENOTDIR: not a directory'), { code: 'ENOTDIR' }))).toBe(false)
    expect(isParserMessage(new TypeError("Cannot read properties of undefined (reading 'line')"))).toBe(false)
  })
})
