import { beforeEach, describe, expect, it } from 'vitest'
import { buildContent } from '../../scripts/pipeline/buildContent'
import { typedConstants } from '../../scripts/content/constantFigures'
import { formatProblem } from '../../scripts/core/problems'
import { readConstants } from '../../scripts/registry/readConstants'
import { ROOT_DIR } from '../../scripts/core/rootDir'
import { contentOptionsIn, copyContentPerTest, FIXTURE_CONSTANTS_FILE, writeInto } from './contentCopy'

/** English copy writes business figures with <Constant />: a constant's value typed by hand goes stale. */
const { constants } = readConstants(ROOT_DIR, FIXTURE_CONSTANTS_FILE)
const names = (text: string) =>
  typedConstants(text, constants!)
    .filter(({ severity }) => severity === 'error')
    .map(({ name }) => name)
const notes = (text: string) =>
  typedConstants(text, constants!)
    .filter(({ severity }) => severity === 'note')
    .map(({ name }) => name)

describe('a constant typed as a figure', () => {
  it.each([
    '$24,000',
    '$24000',
    '$24k',
    '$24K',
    '$24 000',
    '$24\u00a0000',
    'US$24,000',
    'USD 24,000',
    '24,000 USD',
    '24 thousand dollars',
    'twenty-four thousand dollars',
  ])('finds the presale gate written as %s', written => {
    expect(names(`Creators sell ${written} of their coin.`)).toEqual(['presaleGateUsd'])
  })

  it('only notes small figures with their unit, which are often another figure', () => {
    expect(names('A 24-hour timer, a 5% fee and 60 percent for viewers.')).toEqual([])
    expect(notes('A 24-hour timer, a 5% fee and 60 percent for viewers.')).toEqual([
      'fairLaunchHours',
      'platformFeePercent',
      'watchToEarnPercent',
    ])
    expect(typedConstants('Step 1 of 5, the first 6 questions, open 24/7 since 2026.', constants!)).toEqual([])
  })

  it.each([
    'Support answers within 24 hours.',
    'There is a 1% chance.',
    '20% of viewers watch twice.',
    'Join the top 5%.',
    'Clips pass 100,000 views.',
  ])('does not refuse "%s", an honest figure that equals a constant', text => {
    expect(names(text)).toEqual([])
    expect(notes(text)).toHaveLength(1)
  })

  it.each([
    'The app passed 2M downloads.',
    'A gate of €24,000.',
    'A gate of 24,000 EUR.',
    'A 24,000 limit.',
    '24k people',
  ])('leaves "%s" alone: a dollar constant needs $, US$, USD or dollars', text => {
    expect(names(text)).toEqual([])
  })

  it('skips the figures a writer lists as not constants', () => {
    expect(typedConstants('Support answers within 24 hours; 20% of viewers.', constants!, ['24 hours', '20%'])).toEqual(
      [],
    )
    expect(names('The gate is $24,000.')).toEqual(['presaleGateUsd'])
  })

  it('leaves figures that are no constant alone', () => {
    expect(typedConstants('$25,000, 23k, 5 hours, 7%, 240000 and 2.4 million views.', constants!)).toEqual([])
  })

  it('finds counts followed by their noun, and compact dollar amounts', () => {
    expect(names('Over 100,000 early users, 500K videos and $2M paid to creators.')).toEqual([
      'earlyUsers',
      'videosCreated',
      'creatorRewardsUsd',
    ])
  })
})

describe('the content build', () => {
  let root: string
  const copy = copyContentPerTest('constant-figures-')
  beforeEach(() => {
    root = copy()
  })

  it(
    'refuses a dollar constant typed in an English answer or question, and only notes a figure ' + 'that may be one',
    () => {
      writeInto(
        root,
        'content/en/faq/minimum-presale.mdx',
        [
          '---',
          'question: Why a $24,000 gate?',
          'order: 14',
          '---',
          'The gate is $24,000,',
          'and the timer runs for 24 hours.',
          '',
          'A creator with 3 videos and 12 fans is fine.',
          '',
        ].join('\n'),
      )
      const result = buildContent(contentOptionsIn(root, { locales: ['en'] }))
      expect(result.problems.map(formatProblem)).toEqual([
        'content/en/faq/minimum-presale.mdx:2: question: types the figure "$24,000", which is presaleGateUsd in ' +
          'content/constants.yaml, so it goes stale when the constant changes — write {presaleGateUsd}, which shows ' +
          'the constant\'s value (if it is another figure, add figures_not_constants: ["$24,000"] to the frontmatter)',
        'content/en/faq/minimum-presale.mdx:5: body: types the figure "$24,000", which is presaleGateUsd in ' +
          'content/constants.yaml, so it goes stale when the constant changes — write <Constant ' +
          'name="presaleGateUsd" />, which shows the constant\'s value in every language (if it is another figure, ' +
          'add figures_not_constants: ["$24,000"] to the frontmatter)',
      ])
      expect(result.warnings.map(formatProblem)).toContain(
        'content/en/faq/minimum-presale.mdx:6: body: "24 hours" equals fairLaunchHours in ' +
          'content/constants.yaml — if ' +
          'it is that figure, write <Constant name="fairLaunchHours" />; if it is another figure, add ' +
          'figures_not_constants: ["24 hours"] to the frontmatter',
      )
    },
  )

  it('passes an honest figure the writer lists in figures_not_constants, without a note', () => {
    writeInto(
      root,
      'content/en/faq/support.mdx',
      [
        '---',
        'question: How fast is support?',
        'order: 14',
        'figures_not_constants: ["24 hours"]',
        '---',
        'Support answers within 24 hours.',
        '',
      ].join('\n'),
    )
    const result = buildContent(contentOptionsIn(root, { locales: ['en'] }))
    expect(result.problems.map(formatProblem)).toEqual([])
    expect(result.warnings.map(formatProblem).filter(line => line.includes('support.mdx'))).toEqual([])
  })
})
