/**
 * How long the content compiler and the search take to read or refuse input built to be slow (the unit tests check
 * the refusals; a time depends on the machine, so it is measured here, by `npm run bench:content`). Median of a few
 * runs in milliseconds; each run's text differs, so that the parse cache never answers instead of the parser.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { excerpt, queryTerms } from '../../src/search/searchTerms.ts'
import { readConstants } from '../registry/readConstants.ts'
import { readSource } from '../content/readSource.ts'
import { readGlossary } from '../translation/glossary.ts'
import { linkFactsOfText } from '../text/facts.ts'

const frontmatter = '---\nquestion: x\n---\n'
const ignore = () => {}

function median(run: (index: number) => unknown, times = 5): number {
  const timings = Array.from({ length: times }, (_, index) => {
    const started = performance.now()
    run(index)
    return performance.now() - started
  }).sort((a, b) => a - b)
  return timings[Math.floor(times / 2)]!
}

/** A YAML file whose aliases expand to 9^10 values if a reader followed them. */
const ALIAS_BOMB = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  ...Array.from({ length: 9 }, (_, index) => {
    const name = String.fromCharCode(98 + index)
    return `${name}: &${name} [${Array(9)
      .fill(`*${String.fromCharCode(97 + index)}`)
      .join(', ')}]`
  }),
].join('\n')

/** Rows of [case, milliseconds]. */
export function hostileInputTimings(): string[][] {
  const cases: [string, (index: number) => unknown][] = []
  const read = (body: string) => (index: number) =>
    readSource(`${frontmatter}${body}\n\nRun ${index}.\n`, 'question', ignore)
  for (const unit of ['The creator coin trades on the open market. ', '*a', '_a*', 'a~', '[a](', '<a ']) {
    cases.push([`1 MB paragraph of "${unit.trim()}"`, read(unit.repeat(Math.ceil(1_000_000 / unit.length)))])
  }
  cases.push(['lists nested 1,000 deep', read(`${'- '.repeat(1000)}x`)])
  cases.push(['quotes nested 300 deep', read(`${'> '.repeat(300)}x`)])
  cases.push([
    '90 nested brackets and emphasis',
    read(`${'['.repeat(90)}x${']'.repeat(90)} ${'*_'.repeat(5)}x${'_*'.repeat(5)}`),
  ])
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hostile-'))
  const bomb = path.join(dir, 'bomb.yaml')
  fs.writeFileSync(bomb, `${ALIAS_BOMB}\n`)
  cases.push(['YAML alias bomb as constants.yaml', () => readConstants(dir, bomb)])
  cases.push([
    'YAML alias bomb as glossary.yaml',
    () => {
      try {
        readGlossary(bomb)
      } catch {
        // Refused, as it must be: the time to refuse is what is measured.
      }
    },
  ])
  const vocabulary = [
    'wallet',
    'creators',
    'coin',
    'earning',
    'watched',
    'videos',
    'liquidity',
    'pool',
    'platform',
    'fees',
  ]
  const section = Array.from({ length: 600 }, (_, index) => vocabulary[(index * 7) % vocabulary.length]).join(' ')
  for (const [name, query] of [
    ['a word it lacks', 'zebra'],
    ['ten words it lacks', 'zebra alpha beta gamma delta epsilon zeta eta theta iota'],
    ['its ten words', vocabulary.join(' ')],
  ]) {
    cases.push([
      `search excerpt of a 600-word section, for ${name}`,
      () => excerpt(section, queryTerms(query!, 'en'), 'en'),
    ])
  }
  for (const [name, text] of [
    ['20,000 letters', 'a'.repeat(20_000)],
    ['1,000 Japanese letters and 10,000 "a."', `${'あ'.repeat(1_000)}${'a.'.repeat(10_000)}`],
  ]) {
    cases.push([`the facts of a paragraph of ${name}, no space`, index => linkFactsOfText(`${text}${index}`)])
  }
  const cjk = '手数料はいくらですか流動性プール'.repeat(700)
  cases.push([
    'search excerpt of an 11,200-character Japanese section, queried with itself',
    () => excerpt(cjk, queryTerms(cjk, 'ja'), 'ja'),
  ])
  try {
    return cases.map(([name, run]) => [name, median(run).toFixed(1)])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
