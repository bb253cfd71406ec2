import { beforeEach, describe, expect, it } from 'vitest'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { formatProblem } from '../../scripts/core/problems'
import { faqIdClash } from '../../src/content/reservedIds'
import { contentOptionsIn, copyContentPerTest, writeInto } from './contentCopy'

/** A FAQ file's name becomes the ids `<name>` and `faq-<name>`: names the page already uses are refused. */
describe("FAQ file names that clash with the page's ids", () => {
  it.each([
    'how-it-works',
    'features',
    'main',
    'faq',
    'nav-menu',
    'heading',
    'coming-soon-dialog',
    'footer-legal',
    'tokenomics',
  ])('refuses %s', name => {
    expect(faqIdClash(name)).toBeDefined()
  })

  it.each(['which-wallet', 'governance', 'how-it-works-for-fans', 'main-risks'])('accepts %s', name => {
    expect(faqIdClash(name)).toBeUndefined()
  })

  let root: string
  const copy = copyContentPerTest('faq-ids-')
  beforeEach(() => {
    root = copy()
  })

  it('names the file and says why, and builds nothing', () => {
    writeInto(
      root,
      'content/en/faq/heading.mdx',
      ['---', 'question: What is the heading?', 'order: 14', '---', 'An answer.', ''].join('\n'),
    )
    const result = buildContent(contentOptionsIn(root, { locales: ['en'] }))
    expect(result.problems.map(formatProblem)).toEqual([
      'content/en/faq/heading.mdx:1: file: the name gives the id "faq-heading", which the page already uses for its ' +
        'own sections, so a link to #heading would not open this answer — rename it to a name that says the ' +
        'question, e.g. "heading-question.mdx"',
    ])
    expect(result.outputs).toEqual({})
  })
})
