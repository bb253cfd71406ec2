import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildContent } from '../../scripts/content/buildContent'
import { typedConstants } from '../../scripts/content/constantFigures'
import { formatProblem } from '../../scripts/content/problems'
import { readConstants } from '../../scripts/content/readConstants'
import { ROOT_DIR } from '../../scripts/content/run'
import { contentOptionsIn, copyContent, writeInto } from './contentCopy'

/** English copy writes business figures with <Constant />: a constant's value typed by hand goes stale. */
const { constants } = readConstants(ROOT_DIR, path.join(ROOT_DIR, 'content/constants.yaml'))
const names = (text: string) => typedConstants(text, constants!).map(({ name }) => name)

describe('a constant typed as a figure', () => {
  it.each(['$24,000', '24000', '24k', '24K', '24 000', '24\u00a0000', 'US$24,000', '$24k', '24,000 USD', '24 thousand dollars'])(
    'finds the presale gate written as %s', (written) => {
      expect(names(`Creators sell ${written} of their coin.`)).toEqual(['presaleGateUsd'])
    })

  it('finds small figures only with their unit', () => {
    expect(names('A 24-hour timer, a 5% fee and 60 percent for viewers.')).toEqual(['fairLaunchHours', 'platformFeePercent', 'watchToEarnPercent'])
    expect(names('Step 1 of 5, the first 6 questions, open 24/7 since 2026.')).toEqual([])
  })

  it('leaves figures that are no constant alone', () => {
    expect(names('$25,000, 23k, 5 hours, 7%, 240000 and 2.4 million views.')).toEqual([])
  })

  it('finds counts and compact amounts', () => {
    expect(names('Over 100,000 early users, 500K videos and $2M paid to creators.')).toEqual(['earlyUsers', 'videosCreated', 'creatorRewardsUsd'])
  })
})

describe('the content build', () => {
  let root: string
  beforeEach(() => {
    root = copyContent('constant-figures-')
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it('refuses a constant typed in an English answer or question, naming the constant to write', () => {
    writeInto(root, 'content/en/faq/minimum-presale.mdx', [
      '---', 'question: Why a $24,000 gate?', 'order: 14', '---', 'The gate is $24,000,', 'and the timer runs for 24 hours.', '',
      'A creator with 3 videos and 12 fans is fine.', '',
    ].join('\n'))
    const result = buildContent(contentOptionsIn(root, { locales: ['en'] }))
    expect(result.problems.map(formatProblem)).toEqual([
      'content/en/faq/minimum-presale.mdx:2: question: types the figure "$24,000", which is presaleGateUsd in content/constants.yaml, so it goes stale when the constant changes — write {presaleGateUsd}, which shows the constant\'s value',
      'content/en/faq/minimum-presale.mdx:5: body: types the figure "$24,000", which is presaleGateUsd in content/constants.yaml, so it goes stale when the constant changes — write <Constant name="presaleGateUsd" />, which shows the constant\'s value in every language',
      'content/en/faq/minimum-presale.mdx:6: body: types the figure "24 hours", which is fairLaunchHours in content/constants.yaml, so it goes stale when the constant changes — write <Constant name="fairLaunchHours" />, which shows the constant\'s value in every language',
    ])
  })
})
