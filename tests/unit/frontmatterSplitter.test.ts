/**
 * THE frontmatter splitter (scripts/source/frontmatter.ts) is the one reader of a content file's `---` block: the
 * content build reads its fields through it, and a file saved with a BOM or CRLF line ends (a Windows editor) is read
 * as the same file saved plainly, fields, lines and body alike.
 */
import { describe, expect, it } from 'vitest'
import { readSource } from '../../scripts/content/readSource'
import { frontmatterAndBody, lineOfField, readSourceHash, splitFrontmatter } from '../../scripts/source/frontmatter'

const PLAIN = '---\ntitle: Watch\nreview: security\n---\n\n## Earn\n\nText.\n'
const SAVINGS = {
  plain: PLAIN,
  'a BOM': `\uFEFF${PLAIN}`,
  'CRLF line ends': PLAIN.replace(/\n/g, '\r\n'),
  'a BOM and CRLF line ends': `\uFEFF${PLAIN.replace(/\n/g, '\r\n')}`,
}

/** The fields and the body's first node (type and line) as readSource gives them, with the problems it reported. */
function read(text: string) {
  const problems: string[] = []
  const source = readSource(text, 'title', (line, field, message) => problems.push(`${line}: ${field}: ${message}`))
  const first = source?.body[0]
  return { problems, frontmatter: source?.frontmatter, first: first && `${first.type}@${first.position?.start.line}` }
}

describe('the frontmatter splitter', () => {
  it.each(Object.entries(SAVINGS))('reads a file saved with %s as the plain file', (_saving, text) => {
    expect(splitFrontmatter(text)).toEqual(splitFrontmatter(PLAIN))
    expect(frontmatterAndBody(text)).toEqual({
      yaml: 'title: Watch\nreview: security',
      body: '\n\n\n\n\n## Earn\n\nText.\n',
    })
    expect(lineOfField(text, 'review')).toBe(3)
    expect(read(text)).toEqual({
      problems: [],
      frontmatter: { title: 'Watch', review: 'security' },
      first: 'heading@6',
    })
  })

  it('finds no frontmatter without an opening --- line, or without a closing one', () => {
    expect(frontmatterAndBody('title: Watch\n').yaml).toBeUndefined()
    expect(frontmatterAndBody('---\ntitle: Watch\n\nText.\n').yaml).toBeUndefined()
    expect(read('title: Watch\n').problems).toEqual(['1: frontmatter: is missing'])
    expect(read('\uFEFF---\r\ntitle: Watch\r\n\r\nText.\r\n').problems).toEqual(['1: frontmatter: is not closed'])
    expect(read('---yaml\ntitle: Watch\n---\n').problems).toEqual([
      '1: frontmatter: opens with "---yaml": only YAML frontmatter is allowed',
    ])
  })

  it('keeps a source hash of digits and reads it back from a CRLF file', () => {
    expect(readSourceHash('\uFEFF---\r\ntitle: x\r\nsource_hash: "123456789012"\r\n---\r\n')).toBe('123456789012')
  })

  it('gives the body its lines in the file, below a frontmatter of any length', () => {
    const text = '---\ntitle: Watch\na: 1\nb: 2\nc: 3\n---\n\n<Callout>\n'
    expect(read(text).problems).toEqual([expect.stringMatching(/^8: body: is not valid MDX/)])
  })
})
